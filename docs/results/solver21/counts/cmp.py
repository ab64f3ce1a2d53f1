import re,sys
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
base=load(sys.argv[1])
bc=sum(v['calls'] for v in base.values()); bb=sum(v['b'] for v in base.values())
print(f"{'file':28s} {'calls':>8s} {'%':>6s} {'builds':>8s} {'%':>6s} " + " ".join(f"{c:>7s}" for c in ['a4','g2','a3','b4','g3','a2','b2','g1']))
for f in sys.argv[1:]:
    d=load(f)
    if len(d)<25: print(f, 'incomplete', len(d)); continue
    for c in d: assert d[c]['w']==base[c]['w'], (f,c)
    tc=sum(v['calls'] for v in d.values()); tb=sum(v['b'] for v in d.values())
    print(f"{f:28s} {tc:8d} {(tc/bc-1)*100:+6.1f} {tb:8d} {(tb/bb-1)*100:+6.1f} " + " ".join(f"{d[c]['calls']:7d}" for c in ['a4','g2','a3','b4','g3','a2','b2','g1']))
