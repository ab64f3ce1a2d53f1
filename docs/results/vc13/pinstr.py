import sys,re,collections
f=open(sys.argv[1]); cost=collections.Counter(); fnof={}
cur=None; addr=0; skip=False; names={}
for line in f:
    line=line.rstrip('\n')
    if line.startswith('fn='):
        m=re.match(r'fn=\((\d+)\)(?: (.*))?',line)
        if m:
            if m.group(2): names[m.group(1)]=m.group(2)
            cur=names.get(m.group(1),m.group(1))
        continue
    if line.startswith('cfn='):
        m=re.match(r'cfn=\((\d+)\)(?: (.*))?',line)
        if m and m.group(2): names[m.group(1)]=m.group(2)
        continue
    if line.startswith('calls='):
        skip=True; continue
    m=re.match(r'^(0x[0-9a-f]+|\+\d+|-\d+|\*)\s+(?:0x[0-9a-f]+|\+\d+|-\d+|\*|\d+)\s+(\d+)',line)
    if m:
        p=m.group(1)
        if p.startswith('0x'): addr=int(p,16)
        elif p.startswith('+'): addr+=int(p[1:])
        elif p.startswith('-'): addr-=int(p[1:])
        if skip: skip=False; continue
        cost[addr]+=int(m.group(2)); fnof[addr]=cur
tot=sum(cost.values())
byfn=collections.Counter()
for a,c in cost.items(): byfn[names.get(fnof[a],fnof[a])]+=c
print("total",tot)
for fn,c in byfn.most_common(25): print(f"{c/1e6:8.1f}M {100*c/tot:5.1f}% {fn[:120]}")
import pickle; pickle.dump((cost,fnof),open(sys.argv[1]+'.pkl','wb'))
