//! Adding up the results files of the shards of one match, or of any runs
//! of it, into the tables a single run prints.
//!
//! The first file's identity (its `# match` lines) and the largest number
//! of rounds any file records rebuild the match's schedule; every other
//! file must carry the same identity, and every game
//! line is checked against the schedule and the file's own shard as a
//! resumed run checks it ([`results::games`]). A game found in two files is
//! an error naming both places, so nothing is counted twice; so is a line
//! cut while being written (a merge may run while the shards still play,
//! and each shard writes a whole line at once, so a cut line means a shard
//! died in the middle of a write, or a network file system showed a write
//! in progress). Only the files are read: merging is safe at any time.

use super::identity::{self, MatchIdentity};
use super::report::{self, Standings};
use super::results;
use super::schedule::{ScheduledGame, Shard, schedule};
use super::stats::Sprt;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

/// What a merge found.
#[derive(Clone, Debug)]
pub struct Merged {
    pub identity: MatchIdentity,
    /// Each file read, its shard (`None`: a whole-match run) and its games.
    pub files: Vec<(PathBuf, Option<Shard>, usize)>,
    pub standings: Standings,
    /// Games counted, and games in the match's schedule.
    pub games: usize,
    pub scheduled: usize,
    /// The tables and the SPRT state, as a single run prints them.
    pub text: String,
}

/// The results files of `paths`: a file itself, a folder's `results.tsv`,
/// or else the `results.tsv` of each of its subfolders (sorted).
pub fn results_files(paths: &[PathBuf]) -> Result<Vec<PathBuf>, String> {
    let mut files = Vec::new();
    for path in paths {
        let own = path.join("results.tsv");
        if path.is_file() {
            files.push(path.clone());
        } else if own.is_file() {
            files.push(own);
        } else {
            let entries = fs::read_dir(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut found: Vec<PathBuf> = entries
                .filter_map(|e| Some(e.ok()?.path().join("results.tsv")))
                .filter(|p| p.is_file())
                .collect();
            if found.is_empty() {
                return Err(format!(
                    "{}: no results.tsv in it or in its subfolders",
                    path.display()
                ));
            }
            found.sort();
            files.append(&mut found);
        }
    }
    Ok(files)
}

/// The match the first file describes: its identity lines, identity,
/// schedule and engine names.
struct Reference {
    path: PathBuf,
    lines: Vec<String>,
    identity: MatchIdentity,
    games: Vec<ScheduledGame>,
    names: Vec<String>,
}

/// Reads and checks every results file under `paths` and adds them up;
/// `sprt` overrides the SPRT recorded in the files' identity.
pub fn merge(paths: &[PathBuf], sprt: Option<Sprt>) -> Result<Merged, String> {
    let mut reference: Option<Reference> = None;
    let mut seen: BTreeMap<usize, (usize, usize)> = BTreeMap::new();
    let mut files = Vec::new();
    let mut standings = Standings::default();
    let mut texts = Vec::new();
    for path in results_files(paths)? {
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        texts.push((path, text));
    }
    let mut rounds = 0;
    for (path, text) in &texts {
        let parts = results::split(text).map_err(|e| format!("{}: {e}", path.display()))?;
        rounds = rounds.max(parts.rounds.unwrap_or(0));
    }
    for (path, text) in texts {
        let p = path.display().to_string();
        let parts = results::split(&text).map_err(|e| format!("{p}: {e}"))?;
        if let Some(n) = parts.unterminated {
            return Err(format!(
                "{p}: line {n}: truncated (no newline at its end): if that shard is still \
                 running, merge again in a moment; if it died, resuming it drops the line \
                 and replays the game"
            ));
        }
        if parts.identity.is_empty() || parts.rounds.is_none() {
            return Err(format!(
                "{p}: no `# match` or `# rounds` lines at the top: not a results file of \
                 this version of hexbfs-match"
            ));
        }
        let r = match reference.take() {
            Some(r) => {
                let diffs = identity::differences(&parts.identity, &r.lines);
                if !diffs.is_empty() {
                    return Err(format!(
                        "{p}: another match than {}: {}",
                        r.path.display(),
                        diffs.join("; ")
                    ));
                }
                r
            }
            None => first(&path, &parts, rounds)?,
        };
        let shard = parts.shard.map(|(_, s)| s);
        let done =
            results::games(&parts, &r.games, &r.names, shard).map_err(|e| format!("{p}: {e}"))?;
        for (&index, &(line, _)) in &done {
            if let Some(&(file, first_line)) = seen.get(&index) {
                let other: &(PathBuf, _, _) = &files[file];
                return Err(format!(
                    "{p}: line {line}: game {} is also in {} line {first_line} (the same \
                     shard given twice, or two runs of one shard?): remove one",
                    index + 1,
                    other.0.display()
                ));
            }
            seen.insert(index, (files.len(), line));
        }
        for (index, (_, record)) in &done {
            standings.add(&r.games[*index], record);
        }
        files.push((path, shard, done.len()));
        reference = Some(r);
    }
    let Some(r) = reference else {
        return Err("nothing to merge".into());
    };
    Ok(Merged {
        text: report::summary(&r.names, &standings, sprt.or(r.identity.sprt)),
        games: seen.len(),
        scheduled: r.games.len(),
        identity: r.identity,
        files,
        standings,
    })
}

fn first(path: &Path, parts: &results::ResultsText, rounds: usize) -> Result<Reference, String> {
    let identity = MatchIdentity::from_lines(&parts.identity)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let names = identity.names();
    Ok(Reference {
        path: path.to_path_buf(),
        lines: identity.to_lines(),
        games: schedule(&identity.openings, names.len(), rounds, identity.seed),
        identity,
        names,
    })
}

/// The shards of `count` that none of `files` holds, e.g. `[2]` when shards
/// 0, 1 and 3 of 4 were merged.
pub fn missing_shards(files: &[(PathBuf, Option<Shard>, usize)], count: usize) -> Vec<usize> {
    (0..count)
        .filter(|&k| {
            !files
                .iter()
                .any(|(_, s, _)| *s == Some(Shard { index: k, count }))
        })
        .collect()
}
