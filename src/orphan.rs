//! Never outlive the controller.
//!
//! A controller killed with SIGKILL (or crashing) closes the engine's
//! input, and the engine is handed to another parent (init or a
//! subreaper). Without care it would go on searching for the rest of its
//! budget, an orphan burning a CPU. So once standard input has ended, a
//! watcher thread looks every [`POLL`] at the parent process id, through
//! the standard library (`std::os::unix::process::parent_id`, no `unsafe`
//! and no `prctl`): when it is no longer the parent the engine started
//! with, nobody is left to read the answers, and the process exits at once.
//!
//! End of input alone is not a reason to stop: a script that writes its
//! commands and closes its end (`printf 'genmove b\n' | hexbfs`,
//! `subprocess.run(input=...)`) still wants every answer, at full
//! strength. Only the two together, input closed and parent gone, end the
//! engine early. (A controller that closes the engine's input and stays
//! alive without reading gets its answers written into the pipe; the
//! engine then ends at the first write that fails, or at end of input.)

use std::io::Read;
use std::time::Duration;

/// How often the watcher looks at the parent once input has ended.
pub const POLL: Duration = Duration::from_millis(50);

/// Standard input (or any reader) that starts the watcher at its end.
pub struct WatchEnd<R> {
    inner: R,
    /// The parent when the engine started (0 where there is no such thing).
    parent: u32,
    watching: bool,
}

impl<R> WatchEnd<R> {
    /// Wraps `inner`; the parent is read now, at start-up, because by the
    /// time input ends a killed controller's child may already have a new one.
    pub fn new(inner: R) -> WatchEnd<R> {
        WatchEnd {
            inner,
            parent: parent(),
            watching: false,
        }
    }
}

#[cfg(unix)]
fn parent() -> u32 {
    std::os::unix::process::parent_id()
}

#[cfg(not(unix))]
fn parent() -> u32 {
    0
}

impl<R: Read> Read for WatchEnd<R> {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let n = self.inner.read(buf)?;
        if n == 0 && !buf.is_empty() && !self.watching && cfg!(unix) {
            self.watching = true;
            let started_with = self.parent;
            std::thread::spawn(move || {
                loop {
                    std::thread::sleep(POLL);
                    if parent() != started_with {
                        log::warn!(
                            "input closed and the controller (process {started_with}) is gone: exiting"
                        );
                        crate::logging::finish();
                        std::process::exit(0);
                    }
                }
            });
        }
        Ok(n)
    }
}
