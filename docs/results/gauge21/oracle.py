# Round twenty-one: at the first move where two gauge runs part and hexbfs played differently, MoHex's own move at SECS seconds: python3 oracle.py A B SECS
import re,sys,os,subprocess
def moves(p):
    s=open(p).read()
    return re.findall(r';([BW])\[([a-z]\d+)\]',s)
a,b=sys.argv[1],sys.argv[2]; secs=sys.argv[3] if len(sys.argv)>3 else '5'
tally={}
for f in sorted(os.listdir(a+'/games')):
    ma=moves(a+'/games/'+f); mb=moves(b+'/games/'+f)
    hex_black='-hexbfs-wolve' in f
    i=0
    while i<min(len(ma),len(mb)) and ma[i]==mb[i]: i+=1
    if i>=min(len(ma),len(mb)): continue
    if (ma[i][0]=='B')!=hex_black: continue
    cmds='boardsize 9 9\n'+''.join(f'play {c.lower()} {m}\n' for c,m in ma[:i])+f'param_mohex max_time {secs}\ngenmove {ma[i][0].lower()}\n'
    out=subprocess.run(['/opt/benzene/bin/mohex'],input=cmds,capture_output=True,text=True).stdout
    mv=[l for l in out.split('\n') if l.startswith('=')][-1][2:].strip()
    k='A' if mv==ma[i][1] else 'B' if mv==mb[i][1] else 'neither'
    tally[k]=tally.get(k,0)+1
    print(f[5:10],'ply',i,'A',ma[i][1],'B',mb[i][1],'mohex',mv,k,flush=True)
print(tally)
