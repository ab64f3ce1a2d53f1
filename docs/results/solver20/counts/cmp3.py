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
fs=[load(f) for f in sys.argv[1:]]
tot=[[0,0] for _ in fs]
pc=lambda y,x: f"{(y/x-1)*100:+.0f}%"
for c in C:
    base=fs[0][c]
    row=[c,base['w'],f"{base['calls']:,}",f"{base['b']:,}"]
    for i,f in enumerate(fs):
        tot[i][0]+=f[c]['calls']; tot[i][1]+=f[c]['b']
        assert f[c]['w']==base['w']
        if i: row+= [f"{f[c]['calls']:,} ({pc(f[c]['calls'],base['calls'])})", f"{f[c]['b']:,} ({pc(f[c]['b'],base['b'])})"]
    print("| "+" | ".join(row)+" |")
row=["all 25","",f"{tot[0][0]:,}",f"{tot[0][1]:,}"]
for i in range(1,len(fs)):
    row+=[f"{tot[i][0]:,} ({(tot[i][0]/tot[0][0]-1)*100:+.1f}%)", f"{tot[i][1]:,} ({(tot[i][1]/tot[0][1]-1)*100:+.1f}%)"]
print("| "+" | ".join(row)+" |")
