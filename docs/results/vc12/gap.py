#!/usr/bin/env python3
# Uses target/release/examples/vc_probe_pair of /work/wt/vc12 and Wolve; args: files holding one vc_probe line each.
# per miss line: owner's stones whose full to an edge Benzene has and hexbfs lacks
import sys, subprocess
P='/work/wt/vc12/target/release/examples/vc_probe_pair'
E={'black':('north','south'),'white':('west','east')}
def wolve(cmds):
    p=subprocess.run(['/opt/benzene/bin/wolve'],input="\n".join(cmds)+"\nquit\n",capture_output=True,text=True)
    return p.stdout.split("\n\n")
for f in sys.argv[1:]:
    line=open(f).read().strip(); w=line.split(); size,color=w[0],w[1]; c0=color[0]
    stones=[m.split(':')[1] for m in w[2:] if m[0]==c0]
    setup=[f"boardsize {size}","clear_board"]+[f"play {'black' if m[0]=='b' else 'white'} {m.split(':')[1]}" for m in w[2:]]
    q=[]; 
    for s in stones:
        for e in (0,1): q.append((s,e))
    outs=wolve(setup+[f"vc-build {color}"]+[f"vc-between-cells-full {color} {s} {E[color][e]}" for s,e in q])
    outs=outs[len(setup)+1:]
    seen=set()
    for (s,e),o in zip(q,outs):
        bz=[l for l in o.strip().split("\n")[1:] if 'full' in l]
        r=subprocess.run([P,'12','24','64','16','5',s,['first','second'][e]],input=line,capture_output=True,text=True).stdout.split("\n")
        node=r[0].split(' - ')[0]
        if (node,e) in seen: continue
        seen.add((node,e))
        hx=[l for l in r if l.startswith('full')]
        if bz and not hx:
            sm=min(bz,key=len)
            print(f, s, node, E[color][e], 'benzene', len(bz), sm[sm.find('['):sm.find(']')+1], 'hexbfs semis', sum(l.startswith('semi') for l in r))
