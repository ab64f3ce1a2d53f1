//! Read access to a [`Graph`] for [`crate::vc::Connections`].

use super::{Graph, NONE};
use crate::bitboard::Bitboard;
use crate::vc::{Node, Query, Semi, widen};

impl<const N: usize> Query for Graph<N> {
    fn cut(&self) -> bool {
        self.cut
    }

    fn as_any(&self) -> &dyn std::any::Any {
        self
    }

    fn into_any(self: Box<Self>) -> Box<dyn std::any::Any> {
        self
    }

    fn node_at(&self, index: usize) -> Option<Node> {
        let id = *self.nodes.id_at.get(index)?;
        (id != NONE).then(|| self.nodes.names[id as usize])
    }

    fn stones(&self, node: Node) -> Bitboard {
        self.nodes
            .id(node)
            .map_or(Bitboard::EMPTY, |i| self.nodes.stones[i])
    }

    fn fulls_between(&self, a: Node, b: Node) -> Vec<Bitboard> {
        let (Some(a), Some(b)) = (self.nodes.id(a), self.nodes.id(b)) else {
            return Vec::new();
        };
        self.pair(a, b)
            .map_or(Vec::new(), |p| p.fulls.iter().map(widen).collect())
    }

    fn semis_between(&self, a: Node, b: Node) -> Vec<Semi> {
        let (Some(a), Some(b)) = (self.nodes.id(a), self.nodes.id(b)) else {
            return Vec::new();
        };
        self.pair(a, b).map_or(Vec::new(), |p| {
            p.semis
                .iter()
                .map(|s| Semi {
                    key: s.key as usize,
                    carrier: widen(&s.carrier),
                })
                .collect()
        })
    }

    fn fulls_from(&self, a: Node) -> Vec<(Node, Bitboard)> {
        let Some(a) = self.nodes.id(a) else {
            return Vec::new();
        };
        let mut v = Vec::new();
        for &z in &self.partners[a] {
            let p = self.pair(a, z as usize).expect("partners have pairs");
            if let Some(c) = p.fulls.iter().min_by_key(|c| c.count()) {
                v.push((self.nodes.names[z as usize], widen(c)));
            }
        }
        v.sort_by_key(|(n, _)| *n);
        v
    }

    fn full_count(&self) -> usize {
        self.fulls
    }

    fn semi_count(&self) -> usize {
        self.semis
    }
}
