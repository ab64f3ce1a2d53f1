# inl.py CG BINARY FUNCTION SRC [TOP]: the instructions callgrind counted in FUNCTION
# (run docs/results/vc13/pinstr.py CG first, on a run with --dump-instr=yes), summed
# by the innermost inlined frame whose file holds SRC (addr2line -i; the binary built
# with CARGO_PROFILE_RELEASE_DEBUG=line-tables-only, which leaves the code unchanged).
import pickle,sys,subprocess,collections
cost,fnof=pickle.load(open(sys.argv[1]+'.pkl','rb'))
want=sys.argv[3]; src=sys.argv[4]
addrs=[a for a,c in cost.items() if fnof[a] and want in fnof[a]]
out=subprocess.run(['addr2line','-a','-i','-e',sys.argv[2]]+[hex(a) for a in addrs],capture_output=True,text=True).stdout
chains={}; cur=None
for line in out.splitlines():
    if line.startswith('0x'):
        cur=int(line,16); chains[cur]=[]
    else: chains[cur].append(line.split(' (')[0])
agg=collections.Counter()
for a in addrs:
    ch=chains.get(a,[])
    fr=next((f for f in ch if src in f), ch[-1] if ch else '?')
    agg[fr.split('/')[-1]]+=cost[a]
tot=sum(cost[a] for a in addrs)
print('total',tot/1e6)
for k,v in agg.most_common(int(sys.argv[5]) if len(sys.argv)>5 else 40): print(f"{v/1e6:8.1f}M {k}")
