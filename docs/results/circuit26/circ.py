import sys
def resist(pairs_file, color, stones, src, sink):
    links=[l.split()[:3] for l in open(pairs_file)]
    nodes=set()
    for a,b,c in links: nodes.add(a); nodes.add(b)
    nodes.add(src); nodes.add(sink)
    colored=lambda x: x in (src,sink) or x in stones
    idx={x:i for i,x in enumerate(sorted(n for n in nodes if n!=sink))}
    m=len(idx); A=[[0.0]*m for _ in range(m)]
    for i in range(m): A[i][i]=1e-9
    for a,b,c in links:
        ca,cb=colored(a),colored(b)
        base = 1.0 if not ca and not cb else (0.0 if ca and cb else 2.0)
        g=base/(1+int(c))
        for x,y in ((a,b),(b,a)):
            if x!=sink:
                A[idx[x]][idx[x]]+=g
                if y!=sink: A[idx[x]][idx[y]]-=g
    rhs=[0.0]*m; rhs[idx[src]]=1.0
    # gaussian elimination
    for k in range(m):
        p=max(range(k,m),key=lambda r:abs(A[r][k])); A[k],A[p]=A[p],A[k]; rhs[k],rhs[p]=rhs[p],rhs[k]
        for r in range(k+1,m):
            f=A[r][k]/A[k][k]
            if f:
                for cc in range(k,m): A[r][cc]-=f*A[k][cc]
                rhs[r]-=f*rhs[k]
    v=[0.0]*m
    for k in range(m-1,-1,-1):
        v[k]=(rhs[k]-sum(A[k][cc]*v[cc] for cc in range(k+1,m)))/A[k][k]
    return v[idx[src]]
if __name__=="__main__":
    import math
    f,color=sys.argv[1],sys.argv[2]; stones=set(sys.argv[3:])
    src,sink=("north","south") if color=="b" else ("west","east")
    r=resist(f,color,stones,src,sink); print(f, r, math.log(r))
