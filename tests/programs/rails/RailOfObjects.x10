public class RailOfObjects {
    public static def main(args:Rail[String]) {
        val people = new Rail[Person](3);
        Console.OUT.println(people(0) == null);
        people(0) = new Person("Ann", 31);
        people(1) = new Person("Bob", 25);
        people(2) = new Person("Cid", 40);
        var oldest:Person = people(0);
        var totalAge:Long = 0;
        for (p in people) {
            totalAge += p.age;
            if (p.age > oldest.age) oldest = p;
        }
        Console.OUT.println("oldest " + oldest);
        Console.OUT.println("total age " + totalAge);
        people(1).age++;
        people(1).age += 10;
        Console.OUT.println(people(1));
        val clones = new Rail[Person](people);
        clones(2) = new Person("Dee", 1);
        // the copy is shallow: elements are shared references
        clones(0).age = 99;
        Console.OUT.println(people(0) + " " + people(2));
        val generated = new Rail[Person](2, (i:Long) => new Person("P" + i, i * 10));
        Console.OUT.println(generated(0) + " " + generated(1));
        val lit = [new Person("X", 1), new Person("Y", 2)];
        Console.OUT.println(lit.size + " " + lit(1));
    }
}

class Person {
    val name:String;
    var age:Long;
    def this(name:String, age:Long) { this.name = name; this.age = age; }
    public def toString():String = name + "(" + age + ")";
}
