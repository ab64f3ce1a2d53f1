#!/bin/bash
# Round forty-one: the move-shape weights (src/search/move_shape_weights.rs) learned from the
# sparring engines' moves in the 240 results files of main at 2f28f8d (files.txt), 20% of the
# games held out for the figures (train.txt). Run from the repository's top folder.
cargo build --release --example train_shape
target/release/examples/train_shape --out src/search/move_shape_weights.rs \
  $(cat docs/results/train-shape-41/files.txt) 2>&1 | tee docs/results/train-shape-41/train.txt
