import re,sys
for f in sys.argv[1:]:
    tot={}
    calls=0
    for line in open(f):
        m=re.match(r'(\w\d) \S+ nodes (\d+)',line)
        if m: calls+=int(m.group(2))
        if 'to move: Stats' in line:
            for k,v in re.findall(r'(\w+): (\d+)',line):
                tot[k]=tot.get(k,0)+int(v)
    builds=tot.get('expansions',0)+tot.get('completed',0)
    print(f"{f}: calls {calls} expansions {tot.get('expansions',0)} completed {tot.get('completed',0)} builds~{builds} descents {tot.get('descents',0)} new {tot.get('new_descents',0)} reordered {tot.get('reordered',0)} estimated {tot.get('estimated',0)} by_conn {tot.get('estimated_by_connections',0)} deferred {tot.get('deferred',0)}")
