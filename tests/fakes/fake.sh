#!/usr/bin/env bash
# A fake HTP engine for the match runner's tests. It tracks the occupied
# cells from boardsize/clear_board/play and its own moves, and answers
# genmove with the first empty cell, row by row. MODE (first argument) makes
# it misbehave from its second genmove of each game on (mid-game):
#   good      never misbehaves
#   offboard  answers z26 (off any test board)
#   occupied  answers the cell of its first move again
#   refuse    answers "? ..." to genmove
#   garbage   prints a line that is not HTP
#   nonsense  answers "= xyzzy" (not a move)
#   exit      exits without a word
#   hang      never answers genmove (but keeps reading)
#   resign    answers resign
#   swap      answers swap-sides on its FIRST genmove (move 2 as White)
#   badplay   refuses every play of the opponent after its first genmove
#   extra     answers its second genmove twice (an extra reply), but only
#             once in all: the first process to do it creates the directory
#             given as second argument, and no process does it after that
#   endless   starts a reply and writes "x" without a newline, forever
#   longreply answers "= a1" then 1000-byte lines, forever, never a blank one
#   gfxflood  starts a gogui-gfx block and never ends it: "VAR b a1" lines,
#             forever, as fast as it can
#   latin1    answers "= \xe9t\xe9" (Latin-1 bytes, not UTF-8)
#   exit4     exits right after answering its 4th genmove of a game (on an
#             empty 3x3 board: after its winning move as Black)
mode=${1:-good}
marker=$2
w=0
h=0
declare -A taken
genmoves=0
first=""
cols=abcdefghijklmnopqrstuvwxyz
reply() { printf '= %s\n\n' "$1"; }
while read -r cmd a b _; do
  case "$cmd" in
    name) reply "fake-$mode" ;;
    boardsize) w=$a; h=${b:-$a}; taken=(); reply "" ;;
    clear_board) taken=(); genmoves=0; first=""; reply "" ;;
    param_game) reply "" ;;
    play)
      if [ "$mode" = badplay ] && [ "$genmoves" -ge 1 ]; then
        printf '? I do not like %s\n\n' "$b"; continue
      fi
      taken[${b,,}]=1; reply "" ;;
    genmove)
      genmoves=$((genmoves + 1))
      if [ "$mode" = swap ] && [ "$genmoves" -eq 1 ]; then reply swap-sides; continue; fi
      if [ "$genmoves" -ge 2 ]; then
        case "$mode" in
          offboard) reply z26; continue ;;
          occupied) reply "$first"; continue ;;
          refuse) printf '? no move for you\n\n'; continue ;;
          garbage) printf 'this is not htp\n\n'; continue ;;
          nonsense) reply xyzzy; continue ;;
          exit) exit 0 ;;
          hang) continue ;;
          endless) printf '= '; yes x | tr -d '\n'; continue ;;
          longreply) printf '= a1\n'; yes "$(printf '%01000d' 0)"; continue ;;
          gfxflood) printf 'gogui-gfx:\n'; yes 'VAR b a1'; continue ;;
          latin1) printf '= \xe9t\xe9\n\n'; continue ;;
          resign) reply resign; continue ;;
          extra)
            if [ "$genmoves" -eq 2 ] && mkdir "$marker" 2>/dev/null; then
              extra_reply=1
            fi ;;
        esac
      fi
      move=""
      for ((r = 1; r <= h; r++)); do
        for ((c = 0; c < w; c++)); do
          cell=${cols:c:1}$r
          if [ -z "${taken[$cell]}" ]; then move=$cell; break 2; fi
        done
      done
      taken[$move]=1
      first=${first:-$move}
      reply "$move"
      if [ "$mode" = exit4 ] && [ "$genmoves" -eq 4 ]; then exit 0; fi
      if [ -n "$extra_reply" ]; then reply "$move"; extra_reply=""; fi ;;
    quit) reply ""; exit 0 ;;
    *) printf '? unknown command: %s\n\n' "$cmd" ;;
  esac
done
