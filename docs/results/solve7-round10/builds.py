import re,sys
def parse(fn):
    out={}; cur=None
    for l in open(fn):
        m=re.match(r'^([a-g]\d) (\S+) nodes (\d+)',l)
        if m: cur=m.group(1); out[cur]={'res':m.group(2),'calls':int(m.group(3)),'E':0,'wins':0,'completed':0}; continue
        if cur and 'Stats' in l:
            d=dict((k,int(v)) for k,v in re.findall(r'(\w+): (\d+)',l))
            for k in ('E','wins','completed'):
                out[cur][k]+=d.get({'E':'expansions'}.get(k,k),0)
    return out
a={}; b={}
for f in sys.argv[1].split(','): a.update(parse(f))
for f in sys.argv[2].split(','): b.update(parse(f))
print("| opening | calls main | calls lazy | builds main | builds lazy |")
print("|---|---|---|---|---|")
T=[0,0,0,0]
for c in sys.argv[3].split(','):
    x=a.get(c); y=b.get(c)
    if not x or not y: continue
    bx=2*x['E']-x['wins']; by=y['E']+y['completed']
    q=lambda r: '' if r not in '?' else '? '
    print(f"| {c} | {q(x['res'])}{x['calls']:,} | {q(y['res'])}{y['calls']:,} | {bx:,} | {by:,} ({by/bx-1:+.0%}) |")
    if x['res']!='?' and y['res']!='?':
        T[0]+=x['calls'];T[1]+=y['calls'];T[2]+=bx;T[3]+=by
print(f"| proven both ways | {T[0]:,} | {T[1]:,} ({T[1]/T[0]-1:+.1%}) | {T[2]:,} | {T[3]:,} ({T[3]/T[2]-1:+.1%}) |")
