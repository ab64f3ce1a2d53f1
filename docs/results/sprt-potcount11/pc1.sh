#!/bin/sh
exec /tmp/eval10/hexbfs.pc --potential-count 1 "$@"
