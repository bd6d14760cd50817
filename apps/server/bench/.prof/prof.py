import json,sys,collections
p=json.load(open(sys.argv[1]))
nodes={n['id']:n for n in p['nodes']}
self_t=collections.Counter()
for s,d in zip(p['samples'],p['timeDeltas']):
    cf=nodes[s]['callFrame']
    self_t[f"{cf['functionName'] or '(anon)'} {cf['url'].split('/')[-1]}:{cf['lineNumber']}"]+=d
tot=sum(self_t.values())
for k,v in self_t.most_common(int(sys.argv[2]) if len(sys.argv)>2 else 40): print(f"{100*v/tot:5.1f}% {k}")
