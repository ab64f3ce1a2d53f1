//! Splitting an engine's command line into words, the way a POSIX shell
//! would for the simple cases: blanks separate words, `'...'` keeps
//! everything literally, `"..."` keeps blanks and honours `\"` and `\\`, and
//! a backslash outside quotes takes the next character literally. No
//! variables, globs or pipes: the engine is started directly, so that killing
//! it kills the engine and not a shell in front of it.

/// The words of `line`, or why it cannot be split (an unclosed quote).
pub fn split(line: &str) -> Result<Vec<String>, String> {
    let mut words = Vec::new();
    let mut word: Option<String> = None;
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        match c {
            c if c.is_whitespace() => words.extend(word.take()),
            '\'' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('\'') => break,
                        Some(c) => w.push(c),
                        None => return Err(format!("unclosed ' in {line:?}")),
                    }
                }
            }
            '"' => {
                let w = word.get_or_insert_with(String::new);
                loop {
                    match chars.next() {
                        Some('"') => break,
                        Some('\\') => match chars.next() {
                            Some(c @ ('"' | '\\')) => w.push(c),
                            Some(c) => {
                                w.push('\\');
                                w.push(c);
                            }
                            None => return Err(format!("unclosed \" in {line:?}")),
                        },
                        Some(c) => w.push(c),
                        None => return Err(format!("unclosed \" in {line:?}")),
                    }
                }
            }
            '\\' => {
                let w = word.get_or_insert_with(String::new);
                if let Some(c) = chars.next() {
                    w.push(c);
                }
            }
            c => word.get_or_insert_with(String::new).push(c),
        }
    }
    words.extend(word);
    Ok(words)
}

#[cfg(test)]
mod tests {
    use super::split;

    #[test]
    fn blanks_quotes_and_backslashes() {
        assert_eq!(
            split("  mohex --use-logfile=false ").unwrap(),
            ["mohex", "--use-logfile=false"]
        );
        assert_eq!(
            split(r#"a 'b c' "d \"e\" \n" f\ g ''"#).unwrap(),
            ["a", "b c", r#"d "e" \n"#, "f g", ""]
        );
        assert!(split("x 'y").is_err());
        assert!(split("x \"y").is_err());
        assert!(split("").unwrap().is_empty());
    }
}
