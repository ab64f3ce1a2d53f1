import sys
benz=open('/tmp/vc15/benz.txt').read().split()
for f in sys.argv[1:]:
    lines=[l for l in open(f) if not l.startswith('found')]
    both=miss=only=0; ms=[]
    for i,(b,l) in enumerate(zip(benz,lines)):
        h=' full true' in l
        if b=='yes':
            if h: both+=1
            else: miss+=1; ms.append(i)
        elif h: only+=1
    print('found',both,'of',both+miss,'only',only,'misses',ms)
