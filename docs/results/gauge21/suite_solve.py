# Round twenty-one: how many of the suite's positions (docs/results/suite-wolve) the df-pn solver proves within LIMIT seconds: python3 suite_solve.py BINARY LIMIT
import sys,subprocess,time
bin_,limit=sys.argv[1],sys.argv[2]
n=ok=0
for line in open('/work/main/docs/results/suite-wolve/positions.txt'):
    if line.startswith('#') or not line.strip(): continue
    f=line.rstrip('\n').split('\t')
    size,tomove,moves,winning=f[0],f[1],f[2].split(),f[3].split()
    cols='bw'
    cmds=f'boardsize {size}\n'+''.join(f'play {cols[i%2]} {m}\n' for i,m in enumerate(moves))
    cmds+=f'param_dfpn timelimit {limit}\ndfpn-solve-state {tomove}\n'
    t=time.time()
    out=subprocess.run(['nice','-n','19',bin_],input=cmds,capture_output=True,text=True).stdout
    dt=time.time()-t
    r=[l for l in out.split('\n') if l.startswith('=') or l.startswith('?')][-1]
    n+=1; won = r.strip()=='= '+('black' if tomove=='b' else 'white')
    ok+=won
    print(n,len(moves),tomove,r.strip(),f'{dt:.2f}s',flush=True)
print('proven',ok,'of',n)
