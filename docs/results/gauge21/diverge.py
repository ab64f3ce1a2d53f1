# Round twenty-one: for two gauge runs on the same openings (folders A and B with games/), each game's first move where they differ, who played it, and who won each run.
import re,sys,os
def moves(p):
    s=open(p).read()
    return re.findall(r';([BW])\[([a-z]\d+)\]',s), ('RE[B+]' in s)
a,b=sys.argv[1],sys.argv[2]
for f in sorted(os.listdir(a+'/games')):
    ma,wa=moves(a+'/games/'+f); mb,wb=moves(b+'/games/'+f)
    hex_black = '-hexbfs-wolve' in f
    hwa = wa==hex_black; hwb = wb==hex_black
    i=0
    while i<min(len(ma),len(mb)) and ma[i]==mb[i]: i+=1
    who = 'end' if i>=min(len(ma),len(mb)) else ('hexbfs' if (ma[i][0]=='B')==hex_black else 'wolve')
    print(f[5:10], 'hexB' if hex_black else 'hexW', 'A' if hwa else '-', 'B' if hwb else '-', 'div@',i, who, ma[i][1] if i<len(ma) else '', mb[i][1] if i<len(mb) else '', len(ma),len(mb))
