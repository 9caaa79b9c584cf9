// finish and async nested in every order, inside loops and ifs, with atomic
// updates of shared vars and Rail elements. Each inner finish must wait only
// for its own asyncs; the totals do not depend on the schedule.
public class NestedFinishAsync {
    static def cost(i:Long, j:Long):Long {
        var acc:Long = 0;
        for (k in 0..((i + j) % 9)) acc += k * i + j;
        return acc;
    }

    public static def main(args:Rail[String]) {
        var total:Long = 0;
        var innerChecks:Long = 0;
        var oddRows:Long = 0;
        val rows = new Rail[Long](12);
        finish {
            for (i in 0..11) {
                if (i % 3 != 2) {
                    async {
                        val cells = new Rail[Long](10);
                        finish {
                            for (j in 0..9) {
                                if (j % 2 == 0) {
                                    async {
                                        cells(j) = cost(i, j);
                                        atomic total += cells(j);
                                    }
                                } else {
                                    async {
                                        val pair = new Rail[Long](2);
                                        finish {
                                            async pair(0) = cost(i, j);
                                            async pair(1) = cost(j, i);
                                        }
                                        cells(j) = pair(0) + pair(1);
                                        atomic total += cells(j);
                                    }
                                }
                            }
                        }
                        // every cell of this row is written here
                        var s:Long = 0;
                        var full:Boolean = true;
                        for (j in 0..9) {
                            s += cells(j);
                            if (cells(j) != (j % 2 == 0 ? cost(i, j) : cost(i, j) + cost(j, i))) full = false;
                        }
                        rows(i) = s;
                        if (full) atomic innerChecks++;
                        if (i % 2 == 1) atomic oddRows++;
                    }
                } else {
                    // rows 2, 5, 8, 11: a finish directly in the loop body, in the main activity
                    finish {
                        for (j in 0..4) async {
                            atomic total += cost(i, j);
                            atomic rows(i) += cost(i, j);
                        }
                    }
                    atomic innerChecks++;
                }
            }
        }
        var rowSum:Long = 0;
        for (x in rows) rowSum += x;
        Console.OUT.println("total " + total + " rows " + rowSum + " " + (total == rowSum ? "ok" : "WRONG"));
        Console.OUT.println("inner checks " + innerChecks + " odd rows " + oddRows);
        var rs:String = "";
        for (x in rows) rs += x + " ";
        Console.OUT.println(rs);

        // a counter tree: each level is an async with its own finish, counting
        // finished subtrees under atomic
        val counts = new Rail[Long](6);
        finish countTree(5, counts);
        var cs:String = "";
        for (c in counts) cs += c + " ";
        Console.OUT.println("tree levels " + cs);

        // while and do-while loops whose bodies hold nested finish/async
        var x:Long = 0;
        var product:Long = 1;
        var steps:Long = 0;
        while (x < 6) {
            val xx = x;
            finish {
                async {
                    finish {
                        async atomic product = (product * (xx + 2)) % 1000003;
                        async atomic steps++;
                    }
                    atomic steps++;
                }
                if (xx % 2 == 0) async atomic steps += 10;
            }
            x++;
        }
        var y:Long = 0;
        do {
            val yy = y;
            finish async {
                if (yy > 2) {
                    finish for (k in 0..yy) async atomic steps += k;
                } else {
                    async atomic steps += 100;
                }
            }
            y++;
        } while (y < 6);
        Console.OUT.println("product " + product + " steps " + steps);
    }

    static def countTree(depth:Long, counts:Rail[Long]):void {
        async {
            if (depth > 0) {
                finish {
                    countTree(depth - 1, counts);
                    countTree(depth - 1, counts);
                }
            }
            // both subtrees are complete here
            atomic counts(depth) += 1;
        }
    }
}
