import sys
from collections import Counter
def load(f):
    d={}
    for l in open(f):
        p=l.split(); d[frozenset((p[0],p[1]))]=int(p[2])
    return d
o=load(sys.argv[1]); b=load(sys.argv[2])
only_b=[k for k in b if k not in o]; only_o=[k for k in o if k not in b]
both=[k for k in b if k in o]
g=lambda c:1/(1+c)
print("both",len(both),"only benz",len(only_b),"(cond %.1f)"%sum(g(b[k]) for k in only_b),"only ours",len(only_o),"(cond %.1f)"%sum(g(o[k]) for k in only_o))
diff=[(tuple(k),o[k],b[k]) for k in both if o[k]!=b[k]]
print("differ",len(diff),"cond ours %.1f benz %.1f"%(sum(g(x) for _,x,_ in diff),sum(g(y) for _,_,y in diff)))
print("only ours, by node:",Counter(x for k in only_o for x in k).most_common(8))
print("only benz, by node:",Counter(x for k in only_b for x in k).most_common(8))
