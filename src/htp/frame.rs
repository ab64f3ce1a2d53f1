//! The one place that writes replies: `=id text` or `?id message`, then an
//! empty line. A reply ends at the first empty line, so an empty line inside
//! a multi-line reply becomes a single space (as Benzene's `showboard` does).

/// The full text of a reply to a request with `id`.
pub fn frame(id: Option<u64>, result: &Result<String, String>) -> String {
    let (status, text) = match result {
        Ok(t) => ('=', t),
        Err(t) => ('?', t),
    };
    let id = id.map(|n| n.to_string()).unwrap_or_default();
    let mut lines = text.trim_end_matches('\n').split('\n');
    // The first line follows the status; it may be empty ("= " alone, as
    // multi-line replies like showboard start).
    let first = lines.next().unwrap_or("").trim_end_matches('\r');
    let mut out = format!("{status}{id} {first}\n");
    for line in lines {
        let line = line.trim_end_matches('\r');
        out.push_str(if line.trim().is_empty() { " " } else { line });
        out.push('\n');
    }
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_echoed_and_empty_success_is_equals_space() {
        assert_eq!(frame(None, &Ok(String::new())), "= \n\n");
        assert_eq!(frame(Some(7), &Ok("hexbfs".into())), "=7 hexbfs\n\n");
        assert_eq!(
            frame(Some(3), &Err("unknown command: x".into())),
            "?3 unknown command: x\n\n"
        );
    }

    #[test]
    fn multi_line_replies_have_no_empty_line_inside() {
        let r = frame(None, &Ok("\nrow one\n\nrow three\n".into()));
        assert_eq!(r, "= \nrow one\n \nrow three\n\n");
        assert_eq!(frame(None, &Ok("a\nb".into())), "= a\nb\n\n");
    }
}
