package org.x10lite.parser;

/** The kinds of tokens of x10lite source text. Keywords carry their spelling. */
public enum TokenKind {
    IDENT(null), LONG_LIT(null), INT_LIT(null), DOUBLE_LIT(null), FLOAT_LIT(null), CHAR_LIT(null), STRING_LIT(null),
    // keywords
    ABSTRACT("abstract"), AS("as"), ASYNC("async"), AT("at"), ATHOME("athome"), ATEACH("ateach"), ATOMIC("atomic"),
    BREAK("break"), CASE("case"), CATCH("catch"), CLASS("class"), CLOCKED("clocked"), CONTINUE("continue"),
    DEF("def"), DEFAULT("default"), DO("do"), ELSE("else"), EXTENDS("extends"), FALSE("false"), FINAL("final"),
    FINALLY("finally"), FINISH("finish"), FOR("for"), GOTO("goto"), HASZERO("haszero"), HERE("here"), IF("if"),
    IMPLEMENTS("implements"), IMPORT("import"), IN("in"), INSTANCEOF("instanceof"), INTERFACE("interface"),
    NATIVE("native"), NEW("new"), NULL("null"), OFFER("offer"), OFFERS("offers"), OPERATOR("operator"),
    PACKAGE("package"), PRIVATE("private"), PROPERTY("property"), PROTECTED("protected"), PUBLIC("public"),
    RETURN("return"), SELF("self"), STATIC("static"), STRUCT("struct"), SUPER("super"), SWITCH("switch"),
    THIS("this"), THROW("throw"), THROWS("throws"), TRANSIENT("transient"), TRUE("true"), TRY("try"), TYPE("type"),
    VAL("val"), VAR("var"), VOID("void"), WHEN("when"), WHILE("while"),
    // punctuation and operators
    LPAREN("("), RPAREN(")"), LBRACE("{"), RBRACE("}"), LBRACKET("["), RBRACKET("]"), SEMI(";"), COMMA(","),
    DOT("."), RANGE(".."), COLON(":"), QUESTION("?"), ARROW("=>"), ANNOT("@"),
    ASSIGN("="), PLUS_ASSIGN("+="), MINUS_ASSIGN("-="), STAR_ASSIGN("*="), SLASH_ASSIGN("/="), PERCENT_ASSIGN("%="),
    AMP_ASSIGN("&="), BAR_ASSIGN("|="), CARET_ASSIGN("^="), SHL_ASSIGN("<<="), SHR_ASSIGN(">>="), USHR_ASSIGN(">>>="),
    OROR("||"), ANDAND("&&"), BAR("|"), CARET("^"), AMP("&"), EQ("=="), NE("!="), LT("<"), GT(">"), LE("<="), GE(">="),
    SHL("<<"), SHR(">>"), USHR(">>>"), PLUS("+"), MINUS("-"), STAR("*"), SLASH("/"), PERCENT("%"),
    PLUSPLUS("++"), MINUSMINUS("--"), BANG("!"), TILDE("~"), SUBTYPE("<:"), LARROW("<-"), FUNNEL("->"),
    EOF(null);

    /** The source spelling of a keyword or operator; null for literal and identifier kinds. */
    public final String text;

    TokenKind(String text) {
        this.text = text;
    }

    public boolean isKeyword() {
        return ordinal() >= ABSTRACT.ordinal() && ordinal() <= WHILE.ordinal();
    }

    /** How the token is named in an error message. */
    public String describe() {
        return switch (this) {
            case IDENT -> "identifier";
            case LONG_LIT, INT_LIT, DOUBLE_LIT, FLOAT_LIT -> "number";
            case CHAR_LIT -> "character literal";
            case STRING_LIT -> "string literal";
            case EOF -> "end of file";
            default -> "'" + text + "'";
        };
    }
}
