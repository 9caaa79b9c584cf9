// PDFS: the parallel depth-first search of SLAW's Figure 1 (seed 004). Each vertex, once
// labelled with its parent, spawns the search of every neighbour it labels first; the labels
// make a spanning tree of what the first vertex reaches. The searches of one run are governed
// by one finish in a caller: an async here has no finish of its own (terminally strict).
//
// The graph (size vertices, DEGREE out-edges each, from a seeded generator): the first edge
// of vertex v goes to v + 1, so the search runs as deep as the graph, a spawn tree deeper than
// any stack at the larger sizes when every body runs in place (work-first, and the serial
// elision); the other edges go to vertices drawn by Park and Miller's minimal standard
// generator (seed 1), so thieves find searches to take at every level.
// Result: the number of vertices the spanning tree holds, if it is one (every labelled vertex
// but the first is the neighbour of its parent, and the tree's edges reach every labelled
// vertex from the first); -1 otherwise. Its expected value is the number of vertices the first
// one reaches.
public class Pdfs {
    static val DEGREE = 3;

    // the edges: adj(v * DEGREE + k) is the k-th neighbour of v, or -1
    static def graph(n:Long):Rail[Long] {
        val adj = new Rail[Long](n * DEGREE);
        var seed:Long = 1;
        for (v in 0..(n - 1)) {
            adj(v * DEGREE) = v + 1 < n ? v + 1 : -1;
            for (k in 1..(DEGREE - 1)) {
                seed = seed * 48271 % 2147483647;
                adj(v * DEGREE + k) = seed % n;
            }
        }
        return adj;
    }

    static def tryLabel(parent:Rail[Long], v:Long, p:Long):Boolean {
        var won:Boolean = false;
        atomic if (parent(v) < 0) {
            parent(v) = p;
            won = true;
        }
        return won;
    }

    static def search(adj:Rail[Long], parent:Rail[Long], v:Long):void {
        for (k in 0..(DEGREE - 1)) {
            val e = adj(v * DEGREE + k);
            if (e >= 0 && tryLabel(parent, e, v)) {
                async search(adj, parent, e);
            }
        }
    }

    // the spanning tree's size if parent holds one rooted at 0, else -1
    static def check(adj:Rail[Long], parent:Rail[Long]):Long {
        val n = parent.size;
        // children of each vertex, as linked lists: first child, next sibling
        val firstChild = new Rail[Long](n, -1);
        val nextSibling = new Rail[Long](n, -1);
        var labelled:Long = 0;
        for (v in 0..(n - 1)) {
            val p = parent(v);
            if (p >= 0) {
                labelled++;
                if (v != 0) {
                    var isEdge:Boolean = false;
                    for (k in 0..(DEGREE - 1)) if (adj(p * DEGREE + k) == v) isEdge = true;
                    if (!isEdge || parent(p) < 0) return -1;
                    nextSibling(v) = firstChild(p);
                    firstChild(p) = v;
                }
            }
        }
        if (parent(0) != 0) return -1;
        // the tree's edges from 0 must reach every labelled vertex (no cycle, nothing apart)
        val stack = new Rail[Long](n);
        var top:Long = 0;
        stack(top++) = 0;
        var reached:Long = 0;
        while (top > 0) {
            val v = stack(--top);
            reached++;
            var c:Long = firstChild(v);
            while (c >= 0) {
                stack(top++) = c;
                c = nextSibling(c);
            }
        }
        return reached == labelled ? labelled : -1;
    }

    public static def run(size:Long):Long {
        val adj = graph(size);
        val parent = new Rail[Long](size, -1);
        parent(0) = 0;
        finish search(adj, parent, 0);
        return check(adj, parent);
    }

    public static def main(args:Rail[String]) {
        val size = args.size > 0 ? Long.parse(args(0)) : 1000;
        Console.OUT.println("Pdfs(" + size + ") = " + run(size));
    }
}
