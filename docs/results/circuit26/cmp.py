import sys
b={l.split()[0]:float(l.split()[1]) for l in open(sys.argv[1])}
o={}
for l in open(sys.argv[2]):
    p=l.split(); o[p[0]]=(float(p[1]),float(p[2]))
common=[m for m in b if m in o]
def rank(vals):
    """Ranks from 0, tied values sharing the average of their places."""
    s=sorted(range(len(vals)),key=lambda i:vals[i]); r=[0.0]*len(vals)
    k=0
    while k<len(s):
        j=k
        while j+1<len(s) and vals[s[j+1]]==vals[s[k]]: j+=1
        for t in range(k,j+1): r[s[t]]=(k+j)/2
        k=j+1
    return r
def spearman(x,y):
    rx,ry=rank(x),rank(y); n=len(x)
    mx=sum(rx)/n; my=sum(ry)/n
    num=sum((a-mx)*(c-my) for a,c in zip(rx,ry)); den=(sum((a-mx)**2 for a in rx)*sum((c-my)**2 for c in ry))**.5
    return num/den
B=[b[m] for m in common]
for k,name in enumerate(["circuit","ecircuit"]):
    O=[o[m][k] for m in common]
    top=sorted(common,key=lambda m:-o[m][k])[:5]
    print(name,"spearman",round(spearman(B,O),3),"top5",top)
print("benz top5",sorted(common,key=lambda m:-b[m])[:5], len(common))
