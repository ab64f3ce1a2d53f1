import sys,re
CELLS="a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4".split(',')
def load(name):
    out={}; cur=None
    for part in ('slow','rest'):
        try: f=open(f'{name}-{part}.txt')
        except FileNotFoundError: continue
        for l in f:
            m=re.match(r'^([a-g]\d) (\S+) nodes (\d+)',l)
            if m: cur=m.group(1); out[cur]={'res':m.group(2),'calls':int(m.group(3)),'B':0}; continue
            if cur and 'Stats' in l:
                d=dict((k,int(v)) for k,v in re.findall(r'(\w+): (\d+)',l))
                out[cur]['B']+=d['expansions']+d['completed']
    return out
names=sys.argv[1:]; ds=[load(n) for n in names]
print('| opening | '+' | '.join(f'{n} calls | builds' for n in names)+' |')
print('|---|'+'---|---|'*len(names))
T=[[0,0] for _ in names]
for c in CELLS:
    if not any(c in d for d in ds): continue
    row=[]
    for d in ds:
        if c in d:
            x=d[c]; q='? ' if x['res']=='?' else ''
            row.append(f"{q}{x['calls']:,} | {x['B']:,}")
        else: row.append(' | ')
    print(f'| {c} | '+' | '.join(row)+' |')
    if all(c in d and d[c]['res']!='?' for d in ds):
        for i,d in enumerate(ds): T[i][0]+=d[c]['calls']; T[i][1]+=d[c]['B']
print('| proven by all | '+' | '.join(f'{a:,} | {b:,}' for a,b in T)+' |')
