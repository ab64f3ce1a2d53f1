import sys,re
# cost.py LOG...: Ir, Bcm+Bim, L1 misses, LL misses, CEst = Ir + 10 Bm + 10 L1m + 100 LLm
for f in sys.argv[1:]:
    l=[x for x in open(f) if 'Collected' in x][0]
    v=list(map(int,l.split(':')[-1].split()))
    Ir,Dr,Dw,I1mr,D1mr,D1mw,ILmr,DLmr,DLmw,Bc,Bcm,Bi,Bim=v
    bm=Bcm+Bim; l1=I1mr+D1mr+D1mw; ll=ILmr+DLmr+DLmw
    print(f"{f}: Ir {Ir/1e6:.1f}M  Bm {bm/1e6:.2f}M  L1m {l1/1e6:.2f}M  LLm {ll/1e3:.1f}k  CEst {(Ir+10*bm+10*l1+100*ll)/1e6:.1f}M")
