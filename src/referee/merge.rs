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
//!
//! Runs that differ in their seed alone are runs of the same match whose
//! openings come in another order (an SPRT continued with a new seed, say):
//! each seed is a schedule of its own, its games checked against it and
//! counted once within it, and the merge adds the schedules up. The games
//! of two seeds are independent games of the same engines under the same
//! conditions, so their results add as more rounds of one seed would.
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
    /// The first file's identity.
    pub identity: MatchIdentity,
    /// Each file read, in order.
    pub files: Vec<MergedFile>,
    pub standings: Standings,
    /// Games counted, and games in the schedules of the seeds found.
    pub games: usize,
    pub scheduled: usize,
    /// The seeds found, in the order of their first file.
    pub seeds: Vec<u64>,
    /// The tables and the SPRT state, as a single run prints them.
    pub text: String,
}

/// One results file of a merge.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MergedFile {
    pub path: PathBuf,
    /// The seed of its schedule.
    pub seed: u64,
    /// `None`: a whole-match run.
    pub shard: Option<Shard>,
    /// The games it holds.
    pub games: usize,
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

/// The schedule of one seed of the match: the identity lines of its first
/// file, its identity, schedule and engine names, and the amount its
/// games' `opening_id`s are shifted by so that those of two seeds never
/// meet in the tables (which count the openings won with both colours).
struct Reference {
    path: PathBuf,
    lines: Vec<String>,
    identity: MatchIdentity,
    games: Vec<ScheduledGame>,
    names: Vec<String>,
    shift: usize,
}

/// Reads and checks every results file under `paths` and adds them up;
/// `sprt` overrides the SPRT recorded in the files' identity.
pub fn merge(paths: &[PathBuf], sprt: Option<Sprt>) -> Result<Merged, String> {
    let mut references: Vec<Reference> = Vec::new();
    // (seed, game index) -> (file, line).
    let mut seen: BTreeMap<(u64, usize), (usize, usize)> = BTreeMap::new();
    let mut files: Vec<MergedFile> = Vec::new();
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
        let r = reference_for(&mut references, &path, &parts, rounds)?;
        let r = &references[r];
        let seed = r.identity.seed;
        let shard = parts.shard.map(|(_, s)| s);
        let done =
            results::games(&parts, &r.games, &r.names, shard).map_err(|e| format!("{p}: {e}"))?;
        for (&index, &(line, _)) in &done {
            if let Some(&(file, first_line)) = seen.get(&(seed, index)) {
                return Err(format!(
                    "{p}: line {line}: game {} is also in {} line {first_line} (the same \
                     shard given twice, or two runs of one shard?): remove one",
                    index + 1,
                    files[file].path.display()
                ));
            }
            seen.insert((seed, index), (files.len(), line));
        }
        for (index, record) in results::in_line_order(&done) {
            let mut game = r.games[index].clone();
            game.opening_id += r.shift;
            standings.add(&game, record);
        }
        files.push(MergedFile {
            path,
            seed,
            shard,
            games: done.len(),
        });
    }
    let Some(r) = references.first() else {
        return Err("nothing to merge".into());
    };
    Ok(Merged {
        text: report::summary(&r.names, &standings, sprt.or(r.identity.sprt), false),
        games: seen.len(),
        scheduled: references.iter().map(|r| r.games.len()).sum(),
        seeds: references.iter().map(|r| r.identity.seed).collect(),
        identity: r.identity.clone(),
        files,
        standings,
    })
}

/// The index in `references` of the schedule of the file at `path`: the
/// one of its seed, checked against its identity lines, or a new one when
/// its seed is new and its identity differs from the first file's in the
/// seed alone.
fn reference_for(
    references: &mut Vec<Reference>,
    path: &Path,
    parts: &results::ResultsText,
    rounds: usize,
) -> Result<usize, String> {
    let seed = parts
        .identity
        .iter()
        .find_map(|(_, l)| l.strip_prefix("seed ")?.parse::<u64>().ok());
    let known = references
        .iter()
        .position(|r| Some(r.identity.seed) == seed);
    if let Some(r) = known.or((!references.is_empty()).then_some(0)) {
        let r = &references[r];
        // A new seed is compared with the first file but for the seed.
        let diffs = match (known, seed) {
            (None, Some(_)) => identity::differences_but_seed(&parts.identity, &r.lines),
            _ => identity::differences(&parts.identity, &r.lines),
        };
        if !diffs.is_empty() {
            return Err(format!(
                "{}: another match than {}: {}",
                path.display(),
                r.path.display(),
                diffs.join("; ")
            ));
        }
    }
    if let Some(i) = known {
        return Ok(i);
    }
    let identity = MatchIdentity::from_lines(&parts.identity)
        .map_err(|e| format!("{}: {e}", path.display()))?;
    let names = identity.names();
    let games = schedule(&identity.openings, names.len(), rounds, identity.seed);
    let shift = references.last().map_or(0, |r| {
        r.shift + r.games.last().map_or(0, |g| g.opening_id + 1)
    });
    references.push(Reference {
        path: path.to_path_buf(),
        lines: identity.to_lines(),
        identity,
        games,
        names,
        shift,
    });
    Ok(references.len() - 1)
}

/// The shards of `count` that none of the files of `seed` holds, e.g.
/// `[2]` when shards 0, 1 and 3 of 4 were merged.
pub fn missing_shards(files: &[MergedFile], seed: u64, count: usize) -> Vec<usize> {
    (0..count)
        .filter(|&k| {
            !files
                .iter()
                .any(|f| f.seed == seed && f.shard == Some(Shard { index: k, count }))
        })
        .collect()
}
