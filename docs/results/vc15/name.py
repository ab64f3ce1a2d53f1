import re,sys,glob
names=[]
for path in sorted(glob.glob('/work/shared/games/vs-wolve-1s/9x9/*.sgf'))+sorted(glob.glob('/work/shared/games/vs-wolve-1s/11x11/*.sgf')):
    text=open(path).read(); size=int(re.search(r"SZ\[(\d+)\]",text).group(1))
    moves=re.findall(r";([BW])\[([a-z]+\d+)\]",text)
    g=re.search(r'(g\d+)',path.split('/')[-1]).group(1) if re.search(r'(g\d+)',path.split('/')[-1]) else path.split('/')[-1]
    for n in range(1,len(moves)):
        if n%4: continue
        for c in ('black','white'): names.append(f"{size}x{size} {g} after {n} {c}")
for a in sys.argv[1:]: print(a, names[int(a)])
