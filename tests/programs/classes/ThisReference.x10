public class ThisReference {
    public static def main(args:Rail[String]) {
        val acc = new Summer();
        acc.add(5).add(10).add(-3);
        Console.OUT.println(acc.total);
        val other = new Summer();
        other.add(100);
        Console.OUT.println(acc.bigger(other).total);
        Console.OUT.println(other.bigger(acc).total);
        Console.OUT.println(acc.isSame(acc) + " " + acc.isSame(other));
        val reg = new Registry();
        acc.registerWith(reg);
        other.registerWith(reg);
        Console.OUT.println(reg.count + " " + reg.lastTotal);
    }
}

class Summer {
    var total:Long = 0;

    def add(total:Long):Summer {
        this.total += total;   // the parameter shadows the field
        return this;
    }

    def bigger(o:Summer):Summer = this.total >= o.total ? this : o;

    def isSame(o:Summer):Boolean = this == o;

    def registerWith(r:Registry) {
        r.record(this);
    }
}

class Registry {
    var count:Long = 0;
    var lastTotal:Long = -1;

    def record(a:Summer) {
        count++;
        lastTotal = a.total;
    }
}
