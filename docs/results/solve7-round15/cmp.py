# Makes the call tables of docs/solver.md ("Round fifteen") from the
# files here: python3 cmp.py main solver14 [more prefixes]; a prefix's
# files are PREFIX-hard.txt and PREFIX-rest.txt (solve_openings output).
import sys,re
def load(d):
    r={}
    for f in ('hard.txt','rest.txt'):
        try:
            for l in open(f'{d}-{f}'):
                m=re.match(r'(\w\d) (\w+) nodes (\d+)',l)
                if m: r[m.group(1)]=(m.group(2),int(m.group(3)))
        except FileNotFoundError: pass
    return r
dirs=sys.argv[1:]
R=[load(d) for d in dirs]
cells=[c for c in R[0]]
tot=[0]*len(R)
print('| opening | '+' | '.join(dirs)+' |')
for c in sorted(cells,key=lambda c:(int(c[1:]),c[0])):
    row=[]
    for i,r in enumerate(R):
        if c in r:
            w,n=r[c]; row.append(f'{n:,}'+('' if i==0 else f' ({(n/R[0][c][1]-1)*100:+.0f}%)')+('' if w==R[0][c][0] else ' '+w))
        else: row.append('-')
    print(f'| {c} | '+' | '.join(row)+' |')
for i,r in enumerate(R):
    if all(c in r for c in cells): tot[i]=sum(r[c][1] for c in cells)
print('| all 25 | '+' | '.join(f'{t:,}'+('' if i==0 else f' ({(t/tot[0]-1)*100:+.1f}%)') for i,t in enumerate(tot))+' |')
