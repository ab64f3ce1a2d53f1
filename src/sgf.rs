//! A small SGF reader: enough of `FF[4]` to read the game records HexGui and
//! `hexbfs-match` write (`(;FF[4]GM[11]SZ[11];B[f6];W[swap-pieces])`).
//!
//! `nom` parses the grammar of the SGF specification: a collection of game
//! trees, each `(` a sequence of nodes `;` and sub-trees `)`; a node holds
//! properties, an upper-case name and one or more `[values]` in which `\`
//! escapes the next character. Only the main line is kept: the first game
//! tree, and at each branch its first variation. What the properties mean
//! (size, stones, moves) is for the caller, e.g. `loadsgf`.

use nom::Finish;
use nom::IResult;
use nom::Parser;
use nom::branch::alt;
use nom::bytes::complete::{is_not, take_while1};
use nom::character::complete::{anychar, char, multispace0};
use nom::combinator::{map, recognize, value};
use nom::multi::{fold_many0, many0, many1};
use nom::sequence::{delimited, preceded};

/// A property: its name and its values (unescaped).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Property {
    pub name: String,
    pub values: Vec<String>,
}

/// A node: its properties in file order.
pub type Node = Vec<Property>;

/// A game tree: its sequence of nodes and its variations.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Tree {
    nodes: Vec<Node>,
    children: Vec<Tree>,
}

/// Whitespace around tokens is allowed anywhere between them.
fn ws<'a, O>(
    p: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>> {
    preceded(multispace0, p)
}

/// `[text]`, with `\x` read as `x` (a backslash before a newline removes it,
/// as SGF's soft line break).
fn prop_value(input: &str) -> IResult<&str, String> {
    let escape = preceded(char('\\'), alt((value("", char('\n')), recognize(anychar))));
    let text = fold_many0(
        alt((is_not("\\]"), escape)),
        String::new,
        |mut acc, part| {
            acc.push_str(part);
            acc
        },
    );
    delimited(ws(char('[')), text, char(']')).parse(input)
}

fn property(input: &str) -> IResult<&str, Property> {
    let name = ws(take_while1(|c: char| c.is_ascii_uppercase()));
    map((name, many1(prop_value)), |(name, values)| Property {
        name: name.to_string(),
        values,
    })
    .parse(input)
}

fn node(input: &str) -> IResult<&str, Node> {
    preceded(ws(char(';')), many0(property)).parse(input)
}

fn tree(input: &str) -> IResult<&str, Tree> {
    let body = (many1(node), many0(tree));
    map(
        delimited(ws(char('(')), body, ws(char(')'))),
        |(nodes, children)| Tree { nodes, children },
    )
    .parse(input)
}

/// The main line of the first game tree in `text`: its nodes from the root.
/// Anything after the first tree (more games of a collection) is ignored.
pub fn main_line(text: &str) -> Result<Vec<Node>, String> {
    let (_, first) = tree(text.trim_start_matches('\u{feff}'))
        .finish()
        .map_err(|e| {
            let at = text.len() - e.input.len();
            format!("bad SGF at byte {at}")
        })?;
    let mut nodes = Vec::new();
    let mut t = &first;
    loop {
        nodes.extend(t.nodes.iter().cloned());
        match t.children.first() {
            Some(c) => t = c,
            None => return Ok(nodes),
        }
    }
}

/// The values of property `name` in `node`, if it is there.
pub fn values<'a>(node: &'a Node, name: &str) -> Option<&'a [String]> {
    node.iter()
        .find(|p| p.name == name)
        .map(|p| p.values.as_slice())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn prop(name: &str, values: &[&str]) -> Property {
        Property {
            name: name.into(),
            values: values.iter().map(|v| v.to_string()).collect(),
        }
    }

    #[test]
    fn nodes_properties_and_escapes() {
        let line = main_line("(;FF[4]SZ[5]C[a \\] b\\\\ c]\n ;B[c3] ; W[swap-pieces])").unwrap();
        assert_eq!(line.len(), 3);
        assert_eq!(line[0][2], prop("C", &["a ] b\\ c"]));
        assert_eq!(line[1], vec![prop("B", &["c3"])]);
        assert_eq!(
            values(&line[2], "W"),
            Some(&["swap-pieces".to_string()][..])
        );
    }

    #[test]
    fn the_main_line_follows_first_variations_and_lists_keep_all_values() {
        let text = "(;SZ[4]AB[a1][b2];B[c3](;W[d4];B[a2])(;W[a4]))(;SZ[9])";
        let line = main_line(text).unwrap();
        assert_eq!(values(&line[0], "AB").unwrap(), ["a1", "b2"]);
        let moves: Vec<&str> = line[1..].iter().map(|n| n[0].values[0].as_str()).collect();
        assert_eq!(moves, ["c3", "d4", "a2"]);
    }

    #[test]
    fn broken_files_are_errors_not_panics() {
        for bad in [
            "", "(", "(;B[a1]", ";B[a1]", "(B[a1])", "(;B[a1)", "(;b[a1])", "()",
        ] {
            assert!(main_line(bad).is_err(), "{bad:?}");
        }
        assert_eq!(main_line("(;C[])").unwrap()[0], vec![prop("C", &[""])]);
    }
}
