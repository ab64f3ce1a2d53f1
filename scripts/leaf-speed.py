#!/usr/bin/env python3
# usage: scripts/leaf-speed.py BIN DEPTH: genmove at fixed depth (connections on) on the 9x9 and 11x11
# bench positions (run it under the CPU lock); nodes/s of the last depth alone = (nodes_D - nodes_{D-1}) / (t_D - t_{D-1})
import re, subprocess, sys, os
bin_, D = sys.argv[1], int(sys.argv[2])
tot = {}
for line in open(os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src', 'bench-positions.txt')):
    if not re.match(r'^(9x9|11x11)', line): continue
    name, size, _, *moves = line.split()
    cmds = [f'boardsize {size}'] + [f'play {"bw"[i%2]} {m}' for i, m in enumerate(moves)] + [f'genmove {"bw"[len(moves)%2]}', 'quit']
    env = dict(os.environ, RUST_LOG='info')
    p = subprocess.run([bin_, '--depth', str(D)], input='\n'.join(cmds)+'\n', capture_output=True, text=True, env=env)
    deps = {int(m.group(1)): (int(m.group(2)), float(m.group(3))) for m in re.finditer(r'depth +(\d+) score.*?nodes +(\d+) .*?time ([\d.]+)s', p.stderr)}
    if D in deps and D-1 in deps:
        n = deps[D][0]-deps[D-1][0]; t = deps[D][1]-deps[D-1][1]
        tot.setdefault(size, [0, 0.0]); tot[size][0] += n; tot[size][1] += t
        print(f'{name}: depth {D}: {n} nodes in {t:.3f}s, {n/max(t,1e-9):.0f} nodes/s')
    else:
        print(f'{name}: no depth {D} and {D-1} (proven?)', [l for l in p.stderr.splitlines() if 'proven' in l][:1])
for s, (n, t) in tot.items():
    print(f'{s}x{s} total: {n} nodes in {t:.3f}s: {n/t:.0f} nodes/s')
