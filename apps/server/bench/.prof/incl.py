import json,sys,collections
p=json.load(open(sys.argv[1]))
nodes={n['id']:n for n in p['nodes']}
parent={}
for n in p['nodes']:
    for c in n.get('children',[]): parent[c]=n['id']
incl=collections.Counter(); tot=0
for s,d in zip(p['samples'],p['timeDeltas']):
    tot+=d; seen=set(); x=s
    while x is not None:
        cf=nodes[x]['callFrame']; k=f"{cf['functionName'] or 'anon'}:{cf['url'].split('/')[-1]}:{cf['lineNumber']}"
        if k not in seen: incl[k]+=d; seen.add(k)
        x=parent.get(x)
for k,v in incl.most_common(400):
    if any(w in k for w in sys.argv[2].split(',')): print(f"{100*v/tot:5.1f}% {k}")
