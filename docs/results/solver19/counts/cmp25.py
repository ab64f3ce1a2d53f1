import re,sys
C="a1,b1,c1,d1,e1,f1,g1,a2,b2,c2,d2,e2,f2,g2,a3,b3,c3,d3,e3,f3,g3,a4,b4,c4,d4".split(',')
def load(f):
    d={}; cur=None
    for line in open(f):
        m=re.match(r'([a-g]\d) (\S+) nodes (\d+)',line)
        if m:
            cur=m.group(1); d[cur]={'w':m.group(2),'calls':int(m.group(3)),'b':0}
        elif 'to move: Stats' in line and cur:
            g=dict((k,int(v)) for k,v in re.findall(r'(\w+): (\d+)',line))
            d[cur]['b']+=g['expansions']+g['completed']
    return d
a=load(sys.argv[1]); b=load(sys.argv[2])
ta=tb=ba=bb=0
for c in C:
    if c in a and c in b:
        x,y=a[c],b[c]
        ta+=x['calls'];tb+=y['calls'];ba+=x['b'];bb+=y['b']
        print(f"| {c} | {x['w']} | {x['calls']:,} | {x['b']:,} | {y['w']} | {y['calls']:,} ({(y['calls']/x['calls']-1)*100:+.0f}%) | {y['b']:,} ({(y['b']/x['b']-1)*100:+.0f}%) |")
print(f"| all | | {ta:,} | {ba:,} | | {tb:,} ({(tb/ta-1)*100:+.1f}%) | {bb:,} ({(bb/ba-1)*100:+.1f}%) |")
