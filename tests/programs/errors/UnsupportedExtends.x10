// expect-error: 6:11 unsupported X10 construct: 'extends' (class inheritance)
class Animal {
    def sound():String = "...";
}

class Dog extends Animal {
    def sound():String = "woof";
}

public class UnsupportedExtends {
    public static def main(args:Rail[String]) {
        Console.OUT.println(new Dog().sound());
    }
}
