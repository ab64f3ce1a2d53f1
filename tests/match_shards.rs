//! Matches in shards: `hexbfs-match --shard K/N` and `hexbfs-match merge`.
//! The engines are hexbfs itself at a fixed depth (its games are then
//! deterministic), so the shards of a schedule, merged, must give exactly
//! the games and tables of a single run of it; merges of bad records must
//! fail naming the file and line; and GNU parallel (scripts/match-parallel.sh)
//! must run four shards whose merge is the single run again.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn hexbfs(name: &str, flags: &str) -> String {
    format!("{name}={} {flags}", env!("CARGO_BIN_EXE_hexbfs"))
}

/// A two-engine match on 4x4 (16 openings, 32 games).
fn duel() -> Vec<String> {
    vec![hexbfs("d2", "--depth 2"), hexbfs("d1", "--depth 1")]
}

/// A three-engine round-robin on 4x4 (96 games).
fn round_robin() -> Vec<String> {
    let mut e = duel();
    e.push(hexbfs("rules", "--level rules --depth 1"));
    e
}

fn out_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("hexbfs-shards-{test}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

fn args(engines: &[String], out: &Path, extra: &[&str]) -> Vec<String> {
    let mut a: Vec<String> = engines
        .iter()
        .flat_map(|e| ["-e".into(), e.clone()])
        .collect();
    a.extend(["--size", "4", "--out"].map(String::from));
    a.push(out.display().to_string());
    a.extend(extra.iter().map(|s| s.to_string()));
    a
}

fn run<S: AsRef<std::ffi::OsStr>>(args: &[S]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_hexbfs-match"))
        .args(args)
        .output()
        .unwrap()
}

fn ok(o: Output) -> String {
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout).unwrap()
}

/// The stderr of a failed merge or match (exit code 1).
fn failure(o: Output) -> String {
    exited(o, 1)
}

/// The stderr of a run that ended with `code` (2: refused before it starts).
fn exited(o: Output, code: i32) -> String {
    assert_eq!(
        o.status.code(),
        Some(code),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    String::from_utf8(o.stderr).unwrap()
}

/// From the `N of M games` line on: what a single run and a merge share.
fn tables(stdout: &str) -> String {
    let at = stdout.find(" games\n").expect(stdout);
    let start = stdout[..at].rfind('\n').map_or(0, |i| i + 1);
    stdout[start..].to_string()
}

/// The game lines of every results.tsv under `dir`.
fn game_lines(dir: &Path) -> BTreeSet<String> {
    let mut files = vec![dir.join("results.tsv")];
    for e in std::fs::read_dir(dir).unwrap() {
        files.push(e.unwrap().path().join("results.tsv"));
    }
    let mut lines = BTreeSet::new();
    for f in files.iter().filter(|f| f.is_file()) {
        let text = std::fs::read_to_string(f).unwrap();
        for l in text.lines().filter(|l| !l.starts_with('#')) {
            assert!(lines.insert(l.to_string()), "{l} twice");
        }
    }
    lines
}

/// Plays `engines` once whole and once in `n` shards; both must hold the
/// same games and print the same tables. Returns the shards' folder.
fn shards_equal_single_run(test: &str, engines: &[String], n: usize, games: usize) -> PathBuf {
    let single = out_dir(&format!("{test}-single"));
    let whole = ok(run(&args(engines, &single, &["-j", "2"])));
    let sharded = out_dir(test);
    for k in 0..n {
        let shard = format!("{k}/{n}");
        let o = ok(run(&args(engines, &sharded, &["--shard", &shard])));
        assert!(o.contains(" games\n"), "{o}");
    }
    let merged = ok(run(&["merge".as_ref(), sharded.as_os_str()]));
    assert!(
        merged.starts_with(&format!("{games} of {games} games\n")),
        "{merged}"
    );
    assert_eq!(tables(&whole), merged);
    assert_eq!(game_lines(&single), game_lines(&sharded));
    assert_eq!(game_lines(&sharded).len(), games);
    let _ = std::fs::remove_dir_all(&single);
    sharded
}

#[test]
fn merged_shards_equal_a_single_run() {
    let dir = shards_equal_single_run("duel", &duel(), 4, 32);
    // Each shard has its own folder, with the SGF of its games only.
    for k in 0..4 {
        let games = dir.join(format!("shard-{k}-of-4")).join("games");
        assert_eq!(std::fs::read_dir(games).unwrap().count(), 8);
    }
    let _ = std::fs::remove_dir_all(&dir);
    let dir = shards_equal_single_run("rr", &round_robin(), 3, 96);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs that differ in their seed alone add up: two seeds of one round
/// each, merged, print the tables of a single run of two rounds (the
/// engines play each opening alike whatever the order), and a shard of one
/// seed given twice is still refused.
#[test]
fn runs_of_other_seeds_add_up_to_more_rounds() {
    let two_rounds = out_dir("seeds-two-rounds");
    let whole = ok(run(&args(
        &duel(),
        &two_rounds,
        &["--rounds", "2", "-j", "2"],
    )));
    assert!(whole.contains("64 of 64 games"), "{whole}");
    // Seed 1 whole, seed 9 in two shards.
    let seeds = out_dir("seeds");
    let s1 = seeds.join("seed-1");
    ok(run(&args(&duel(), &s1, &["--seed", "1"])));
    let s9 = seeds.join("seed-9");
    for shard in ["0/2", "1/2"] {
        ok(run(&args(&duel(), &s9, &["--seed", "9", "--shard", shard])));
    }
    let o = run(&[
        "merge".as_ref(),
        s1.as_os_str(),
        s9.join("shard-0-of-2").as_os_str(),
        s9.join("shard-1-of-2").as_os_str(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    let merged = ok(o);
    assert!(merged.starts_with("64 of 64 games\n"), "{merged}");
    assert_eq!(tables(&whole), merged);
    assert!(err.contains("seeds 1, 9"), "{err}");
    // One seed's shard missing is named with its seed.
    let o = run(&[
        "merge".as_ref(),
        s1.as_os_str(),
        s9.join("shard-1-of-2").as_os_str(),
    ]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(ok(o).starts_with("48 of 64 games\n"));
    assert!(
        err.contains("no results yet from shard(s) 0/2 of seed 9"),
        "{err}"
    );
    // The same shard of a seed twice: refused.
    let shard = s9.join("shard-1-of-2");
    let o = run(&[
        "merge".as_ref(),
        s1.as_os_str(),
        shard.as_os_str(),
        shard.as_os_str(),
    ]);
    assert!(failure(o).contains("is also in"));
    let _ = std::fs::remove_dir_all(&two_rounds);
    let _ = std::fs::remove_dir_all(&seeds);
}

/// `--sprt-with`: an earlier run of another seed counts in a run's SPRT.
/// d2 beats the random level in every game of 4x4 here, so 8 earlier wins
/// (LLR 1.98 for elo0 0, elo1 100) and 4 more pass the bound (2.96): the
/// second run stops after 4 of its 8 games, where alone it would not stop.
#[test]
fn an_sprt_counts_the_games_of_earlier_runs_of_other_seeds() {
    let dir = out_dir("sprt-with");
    let openings = dir.join("openings.txt");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(&openings, "b2\nc2\nb3\nc3\n").unwrap();
    let engines = [
        hexbfs("d2", "--depth 2"),
        hexbfs("rnd", "--level random --seed 3"),
    ];
    let run_seed = |out: &Path, seed: &str, extra: &[&str]| {
        let mut a = vec!["--seed", seed, "--sprt", "elo0=0,elo1=100", "--openings"];
        a.push(openings.to_str().unwrap());
        a.extend(extra);
        run(&args(&engines, out, &a))
    };
    let first = dir.join("seed1");
    let o = ok(run_seed(&first, "1", &[]));
    assert!(
        o.contains("8 of 8 games") && o.contains("8/8 100.0%"),
        "{o}"
    );
    assert!(
        o.contains("LLR 1.976 in [-2.944, 2.944] after 8 games: no decision yet"),
        "{o}"
    );
    // Seed 2 with seed 1's games: stops once the sum passes the bound.
    let second = dir.join("seed2");
    let with = ["--sprt-with", first.to_str().unwrap()];
    let o = ok(run_seed(&second, "2", &with));
    assert!(o.contains("4 of 8 games"), "{o}");
    assert!(
        o.contains(
            "with the 8 games of the earlier runs (8-0): SPRT elo0=0,elo1=100,alpha=0.05,\
             beta=0.05: LLR 2.964 in [-2.944, 2.944] after 12 games: H1 accepted"
        ),
        "{o}"
    );
    // And merge gives the same sum over both runs.
    let merged = ok(run(&[
        "merge".as_ref(),
        first.as_os_str(),
        second.as_os_str(),
    ]));
    assert!(
        merged.contains("LLR 2.964 in [-2.944, 2.944] after 12 games: H1"),
        "{merged}"
    );
    // Refused: the run's own seed, another match, no --sprt.
    let err = exited(run_seed(&second, "1", &with), 2);
    assert!(err.contains("this run's own schedule"), "{err}");
    let err = exited(
        run_seed(
            &dir.join("other"),
            "3",
            &[&with[..], &["--timeout", "20"]].concat(),
        ),
        2,
    );
    assert!(
        err.contains("another match than this run") && err.contains("timeout"),
        "{err}"
    );
    let err = exited(run(&args(&engines, &dir.join("x"), &with)), 2);
    assert!(err.contains("--sprt-with needs --sprt"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// The binomial LLR of `wins` in `games` between the score rates of elo0
/// and elo1 (the slow, obvious formula the referee's SPRT must match).
fn llr(wins: u32, games: u32, elo0: f64, elo1: f64) -> f64 {
    let rate = |elo: f64| 1.0 / (1.0 + 10f64.powf(-elo / 400.0));
    let (s0, s1) = (rate(elo0), rate(elo1));
    wins as f64 * (s1 / s0).ln() + (games - wins) as f64 * ((1.0 - s1) / (1.0 - s0)).ln()
}

#[test]
fn merge_gives_the_sprt_state_over_all_shards() {
    // d2 against d1 over 32 games; the LLR follows from d2's wins: with 20
    // wins, elo0=0 and elo1=100 give 20 ln(1.280130) + 12 ln(0.719870) = 0.995.
    assert_eq!(format!("{:.3}", llr(20, 32, 0.0, 100.0)), "0.995");
    let dir = out_dir("sprt");
    let sprt = ["--sprt", "elo0=0,elo1=100"];
    for k in 0..2 {
        let shard = format!("{k}/2");
        let mut extra = vec!["--shard", &shard];
        extra.extend(sprt);
        ok(run(&args(&duel(), &dir, &extra)));
    }
    let merged = ok(run(&["merge".as_ref(), dir.as_os_str()]));
    // d2's wins, from its row of the score table: "d2  32  W/32 ...".
    let wins: u32 = merged
        .lines()
        .find_map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            (w.first() == Some(&"d2") && w.get(1) == Some(&"32"))
                .then(|| w[2].split('/').next().unwrap().parse().unwrap())
        })
        .unwrap_or_else(|| panic!("no score row for d2: {merged}"));
    let expected = format!(
        "SPRT elo0=0,elo1=100,alpha=0.05,beta=0.05: LLR {:.3} in [-2.944, 2.944] after 32 games",
        llr(wins, 32, 0.0, 100.0)
    );
    assert!(merged.contains(&expected), "{expected}\n{merged}");
    // Other bounds on the same games, given to the merge: elo0=-200,
    // elo1=0; with 16 wins or more the LLR is beyond 2.944 and H1 accepted.
    let merged = ok(run(&[
        "merge".as_ref(),
        dir.as_os_str(),
        "--sprt".as_ref(),
        "elo0=-200,elo1=0".as_ref(),
    ]));
    let value = llr(wins, 32, -200.0, 0.0);
    let verdict = if value >= 2.944 {
        "H1 accepted"
    } else if value <= -2.944 {
        "H0 accepted"
    } else {
        "no decision yet"
    };
    let expected = format!("LLR {value:.3} in [-2.944, 2.944] after 32 games: {verdict}");
    assert!(merged.contains(&expected), "{expected}\n{merged}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn merge_while_shards_are_missing_counts_what_is_there() {
    let dir = out_dir("partial");
    ok(run(&args(&duel(), &dir, &["--shard", "2/4"])));
    let o = run(&["merge".as_ref(), dir.as_os_str()]);
    let err = String::from_utf8_lossy(&o.stderr).into_owned();
    assert!(ok(o).starts_with("8 of 32 games\n"));
    assert!(
        err.contains("no results yet from shard(s) 0/4, 1/4, 3/4"),
        "{err}"
    );
    // More rounds extend the match: the shard plays its part of round 2.
    let o = ok(run(&args(
        &duel(),
        &dir,
        &["--shard", "2/4", "--rounds", "2"],
    )));
    assert!(o.contains("16 of 16 games"), "{o}");
    let merged = ok(run(&["merge".as_ref(), dir.as_os_str()]));
    assert!(merged.starts_with("16 of 64 games\n"), "{merged}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_shard_resumes_like_a_match() {
    let dir = out_dir("resume");
    ok(run(&args(&duel(), &dir, &["--shard", "1/4"])));
    let path = dir.join("shard-1-of-4").join("results.tsv");
    let text = std::fs::read_to_string(&path).unwrap();
    // Drop the last two games, and cut the third last in the middle, as a
    // crash during a write would.
    let lines: Vec<&str> = text.lines().collect();
    let keep = lines[..lines.len() - 3].join("\n") + "\n" + &lines[lines.len() - 3][..5];
    std::fs::write(&path, keep).unwrap();
    let o = ok(run(&args(&duel(), &dir, &["--shard", "1/4"])));
    assert_eq!(
        o.lines().filter(|l| l.starts_with("game ")).count(),
        3,
        "{o}"
    );
    assert!(o.contains("8 of 8 games"), "{o}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    // The same folder as another shard: refused, naming the shard line.
    let moved = dir.join("shard-2-of-4");
    std::fs::rename(dir.join("shard-1-of-4"), &moved).unwrap();
    let err = failure(run(&args(&duel(), &dir, &["--shard", "2/4"])));
    assert!(err.contains("shard 1/4 there, shard 2/4 here"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_records_are_refused_naming_file_and_line() {
    let dir = out_dir("bad");
    for k in 0..2 {
        ok(run(&args(&duel(), &dir, &["--shard", &format!("{k}/2")])));
    }
    let shard0 = dir.join("shard-0-of-2");
    let file0 = shard0.join("results.tsv");
    let text0 = std::fs::read_to_string(&file0).unwrap();
    let header = text0.lines().filter(|l| l.starts_with('#')).count();
    let n = text0.lines().count();
    let merge = |dirs: &[&Path]| {
        let mut a = vec!["merge".as_ref()];
        a.extend(dirs.iter().map(|d| d.as_os_str()));
        run(&a)
    };
    // The same shard twice: nothing is counted twice.
    let err = failure(merge(&[&dir, &shard0]));
    let expected = format!("{}: line {}: game ", file0.display(), header + 1);
    assert!(
        err.contains(&expected) && err.contains("is also in"),
        "{err}"
    );
    // A line cut short, with and without its newline.
    let first_game = text0.lines().nth(header).unwrap();
    for (cut, what) in [("\n", "tab-separated fields"), ("", "truncated")] {
        std::fs::write(&file0, format!("{text0}{}{cut}", &first_game[..6])).unwrap();
        let err = failure(merge(&[&dir]));
        let expected = format!("{}: line {}: ", file0.display(), n + 1);
        assert!(err.contains(&expected) && err.contains(what), "{err}");
    }
    // A game line of another match, then a whole shard of another match.
    let foreign = first_game.replacen("\td2\t", "\tdx\t", 1);
    std::fs::write(&file0, text0.replace(first_game, &foreign)).unwrap();
    let err = failure(merge(&[&dir]));
    assert!(err.contains(&format!("line {}: ", header + 1)) && err.contains("another match"));
    std::fs::write(&file0, &text0).unwrap();
    let other = out_dir("bad-other");
    ok(run(&args(
        &duel(),
        &other,
        &["--shard", "1/2", "--timeout", "20"],
    )));
    let err = failure(merge(&[&shard0, &other]));
    let expected = format!(
        "{}: another match than {}: line 6: timeout is \"20\" there, \"30\" here",
        other.join("shard-1-of-2").join("results.tsv").display(),
        file0.display()
    );
    assert!(err.contains(&expected), "{err}");
    // Another seed as well changes nothing: the timeout is named, not the seed.
    let other2 = out_dir("bad-other2");
    ok(run(&args(
        &duel(),
        &other2,
        &["--shard", "1/2", "--timeout", "20", "--seed", "9"],
    )));
    let err = failure(merge(&[&shard0, &other2]));
    assert!(
        err.contains("timeout is") && !err.contains("seed is"),
        "{err}"
    );
    let _ = std::fs::remove_dir_all(&other2);
    // Folders with nothing to merge.
    let err = failure(merge(&[&shard0.join("games")]));
    assert!(err.contains("no results.tsv"), "{err}");
    let _ = std::fs::remove_dir_all(&dir);
    let _ = std::fs::remove_dir_all(&other);
}

#[test]
fn shard_arguments_are_checked() {
    for shard in ["4/4", "0/0", "1", "a/b"] {
        let o = run(&args(&duel(), &out_dir("args"), &["--shard", shard]));
        assert_eq!(o.status.code(), Some(2), "{shard}");
    }
    let o = run(&args(
        &duel(),
        &out_dir("args"),
        &["--shard", "0/2", "--no-out"],
    ));
    assert_eq!(o.status.code(), Some(2));
}

/// GNU parallel runs four shards two at a time (scripts/match-parallel.sh),
/// and the merge the script prints is the single run's. CI installs
/// parallel (.ci/run), so there a missing parallel is a failure.
#[test]
fn gnu_parallel_runs_four_shards_and_the_merge_is_checked() {
    let have = Command::new("parallel").arg("--version").output();
    if !have.is_ok_and(|o| o.status.success()) {
        assert!(
            std::env::var_os("CI").is_none(),
            "GNU parallel is missing in CI: .ci/run should have installed it"
        );
        eprintln!("\n*** SKIPPED: GNU parallel is not installed (apt-get install parallel) ***\n");
        return;
    }
    let single = out_dir("parallel-single");
    let whole = ok(run(&args(&duel(), &single, &[])));
    let dir = out_dir("parallel");
    let mut script = Command::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/scripts/match-parallel.sh"
    ));
    let o = script
        .args(args(&duel(), &dir, &[]))
        .env("SHARDS", "4")
        .env("JOBS", "2")
        .env("MATCH", env!("CARGO_BIN_EXE_hexbfs-match"))
        .output()
        .unwrap();
    let stdout = ok(o);
    // Each shard's game lines, tagged with its number, then the merge.
    for k in 0..4 {
        let tagged = stdout
            .lines()
            .filter(|l| l.starts_with(&format!("{k}\tgame ")));
        assert_eq!(tagged.count(), 8, "{stdout}");
    }
    assert!(stdout.ends_with(&tables(&whole)), "{stdout}");
    assert_eq!(game_lines(&single), game_lines(&dir));
    let _ = std::fs::remove_dir_all(&single);
    let _ = std::fs::remove_dir_all(&dir);
}
