public class MultipleClassesInFile {
    public static def main(args:Rail[String]) {
        val s = new Stack();
        for (i in 1..5) s.push(i * 10);
        Console.OUT.println("size " + s.size);
        Console.OUT.println("top " + s.peek());
        var popped:String = "";
        while (!s.isEmpty()) popped += s.pop() + " ";
        Console.OUT.println(popped);
        val t = new Tree();
        for (k in [50, 30, 70, 20, 40, 60, 80, 35]) t.insert(k);
        Console.OUT.println("inorder " + t.inorder());
        Console.OUT.println("height " + t.height());
        Console.OUT.println("contains 35 " + t.contains(35) + ", contains 36 " + t.contains(36));
    }
}

class Node {
    val value:Long;
    val next:Node;
    def this(v:Long, n:Node) { value = v; next = n; }
}

class Stack {
    var head:Node = null;
    var size:Long = 0;

    def push(v:Long) {
        head = new Node(v, head);
        size++;
    }

    def pop():Long {
        val v = head.value;
        head = head.next;
        size--;
        return v;
    }

    def peek():Long = head.value;

    def isEmpty():Boolean = head == null;
}

class TreeNode {
    val key:Long;
    var left:TreeNode;
    var right:TreeNode;
    def this(k:Long) { key = k; }
}

class Tree {
    var root:TreeNode;

    def insert(k:Long) {
        root = insertAt(root, k);
    }

    private def insertAt(n:TreeNode, k:Long):TreeNode {
        if (n == null) return new TreeNode(k);
        if (k < n.key) n.left = insertAt(n.left, k);
        else n.right = insertAt(n.right, k);
        return n;
    }

    def inorder():String = walk(root);

    private def walk(n:TreeNode):String {
        if (n == null) return "";
        return walk(n.left) + n.key + " " + walk(n.right);
    }

    def height():Long = heightOf(root);

    private def heightOf(n:TreeNode):Long {
        if (n == null) return 0;
        return 1 + Math.max(heightOf(n.left), heightOf(n.right));
    }

    def contains(k:Long):Boolean {
        var n:TreeNode = root;
        while (n != null) {
            if (k == n.key) return true;
            n = k < n.key ? n.left : n.right;
        }
        return false;
    }
}
