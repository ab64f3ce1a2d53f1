import sys
benz=open('/tmp/probe13/benz.txt').read().split()
for f in sys.argv[1:]:
    lines=[l for l in open(f) if not l.startswith('found')]
    both=miss=only=0
    for b,l in zip(benz,lines):
        h=' full true' in l
        if b=='yes':
            if h: both+=1
            else: miss+=1
        elif h: only+=1
    print(f,'found',both,'of',both+miss,'only',only)
