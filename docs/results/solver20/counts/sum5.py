import re,sys
for f in sys.argv[1:]:
    calls=b=0
    per=[]
    for line in open(f):
        m=re.match(r'([a-g]\d) (\S+) nodes (\d+)',line)
        if m: calls+=int(m.group(3)); per.append(m.group(1)+":"+m.group(3))
        elif 'to move: Stats' in line:
            g=dict((k,int(v)) for k,v in re.findall(r'(\w+): (\d+)',line))
            b+=g['expansions']+g['completed']
    print(f, calls, b, ' '.join(per))
