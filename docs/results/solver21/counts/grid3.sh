while kill -0 $(cat /tmp/solver21/grid2.pid) 2>/dev/null; do sleep 5; done
for s in 50,90 50,115 60,100; do
  /tmp/solver21/run25.sh /tmp/solver21/so-split /tmp/solver21/e${s/,/-}.txt ESTIMATE=empty EST_SPLIT=$s
done
