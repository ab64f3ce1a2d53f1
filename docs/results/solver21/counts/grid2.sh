for s in 50,150 50,200 35,100 75,100 75,150; do
  /tmp/solver21/run25.sh /tmp/solver21/so-split /tmp/solver21/e${s/,/-}.txt ESTIMATE=empty EST_SPLIT=$s
done
