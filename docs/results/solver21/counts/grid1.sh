for s in 25,50 100,50 50,25 50,100 25,100 100,25 25,25 100,100; do
  /tmp/solver21/run25.sh /tmp/solver21/so-split /tmp/solver21/e${s/,/-}.txt ESTIMATE=empty EST_SPLIT=$s
done
