// gpudeskctl: help, the man page and the shells' completion scripts, all written from the table.
#include "cli/ctl.h"

#include <QCoreApplication>

#include <QSet>

using namespace Qt::StringLiterals;

namespace {

const char *const kAbout = QT_TRANSLATE_NOOP("CtlHelp", "gpudeskctl: the gpudesk platform from the command line.");

const char *const kNotes = QT_TRANSLATE_NOOP(
    "CtlHelp", R"(Amounts are in the platform's currency's main unit, as it shows them: --rent 2.50 is ¥2.50 on a
platform that bills in yuan (the local sandbox does).

Platforms: as --platform says. Each keeps its own login.

Credentials: GPUDESK_TOKEN (an API token; RunPod's or Vast.ai's API key) if set, on Compshare
COMPSHARE_PUBLIC_KEY and COMPSHARE_PRIVATE_KEY, else the session of `login`.)");

const char *const kExits = QT_TRANSLATE_NOOP("CtlHelp",
                                             "0 done, 1 failed, 2 usage (an option the command does not "
                                             "take included), 3 not logged in or not allowed");

/// Help in the reader's language (the catalogue's, where the words are in it), English elsewhere.
QString said(const QString &english)
{
    return QCoreApplication::translate("CtlHelp", english.toUtf8().constData());
}

QString said(const char *english)
{
    return QCoreApplication::translate("CtlHelp", english);
}

const CtlOption *optionNamed(const QString &name)
{
    for (const CtlOption &o : Ctl::options()) {
        if (o.name == name)
            return &o;
    }
    return nullptr;
}

QString optionText(const QString &name)
{
    const CtlOption *o = optionNamed(name);
    return o && !o->valueName.isEmpty() ? u"--%1 %2"_s.arg(name, o->valueName) : u"--"_s + name;
}

/// The options a command takes, as help lists them (--json where it prints data).
QStringList optionsOf(const CtlCommand &c)
{
    QStringList names = c.options;
    if (c.printsData)
        names << u"json"_s;
    return names;
}

QString synopsis(const CtlCommand &c)
{
    QStringList parts{u"gpudeskctl"_s, c.name()};
    if (!c.arguments.isEmpty())
        parts << c.arguments;
    if (!optionsOf(c).isEmpty())
        parts << u"[OPTIONS]"_s;
    return parts.join(u' ');
}

/// Columns a character takes on a terminal: two for CJK (Chinese help), one for the rest.
int columns(QChar c)
{
    return c.unicode() >= 0x2E80 && c.unicode() < 0xFF61 ? 2 : 1;
}

QString wrapped(const QString &text, int indent, int width = 100)
{
    // Broken at spaces, and Chinese, which has none, between any two of its characters.
    QStringList lines;
    QString line;
    int used = 0;
    bool spaceBefore = false;
    for (qsizetype i = 0; i < text.size();) {
        if (text[i] == u' ') {
            spaceBefore = !line.isEmpty();
            ++i;
            continue;
        }
        qsizetype end = i + 1;
        if (columns(text[i]) == 1)
            while (end < text.size() && text[end] != u' ' && columns(text[end]) == 1)
                ++end;
        const QString token = text.mid(i, end - i);
        int tokenColumns = 0;
        for (QChar c : token)
            tokenColumns += columns(c);
        if (!line.isEmpty() && indent + used + (spaceBefore ? 1 : 0) + tokenColumns > width) {
            lines << line;
            line.clear();
            used = 0;
            spaceBefore = false;
        }
        if (spaceBefore) {
            line += u' ';
            ++used;
        }
        line += token;
        used += tokenColumns;
        spaceBefore = false;
        i = end;
    }
    if (!line.isEmpty())
        lines << line;
    return QString(indent, u' ') + lines.join(u'\n' + QString(indent, u' '));
}

/// Roff escapes: a backslash, a minus, a character beyond ASCII ("…", "¥") by its code point, and a
/// line that would start with a dot or a quote.
QString roff(const QString &plain)
{
    QString text;
    for (const QChar c : plain) {
        if (c == u'\\')
            text += u"\\e"_s;
        else if (c == u'-')
            text += u"\\-"_s;
        else if (c.unicode() > 127)
            text += u"\\[u%1]"_s.arg(c.unicode(), 4, 16, QChar(u'0')).toUpper().replace(u"\\[U"_s, u"\\[u"_s);
        else
            text += c;
    }
    if (text.startsWith(u'.') || text.startsWith(u'\''))
        text.prepend(u"\\&"_s);
    return text;
}

/// The first words of the commands, in the table's order, each once.
QStringList firstWords()
{
    QStringList words;
    for (const CtlCommand &c : Ctl::commands()) {
        if (!words.contains(c.path.first()))
            words << c.path.first();
    }
    return words;
}

QStringList subcommandsOf(const QString &group)
{
    QStringList subs;
    for (const CtlCommand &c : Ctl::commands()) {
        if (c.path.size() > 1 && c.path.first() == group)
            subs << c.path.at(1);
    }
    return subs;
}

QString shellWords(const QStringList &words)
{
    return words.join(u' ');
}

/// What the completion offers for a command's positional words: "instance", "file", "dir" or "".
QString wordKind(CtlCommand::Word w)
{
    switch (w) {
    case CtlCommand::Word::Instance:
        return u"instance"_s;
    case CtlCommand::Word::File:
        return u"file"_s;
    case CtlCommand::Word::Directory:
        return u"dir"_s;
    case CtlCommand::Word::Other:
        break;
    }
    return u"none"_s;
}

/// What both shells' scripts are filled with: a case per command (its options and what its
/// positional words are), a case per group (its subcommands), the options that take a value.
/// `command` and `group` are the case lines' patterns, with %1 the words, %2 the options or
/// subcommands and %3 the positional kinds.
struct ShellCases
{
    QString commands;
    QString groups;
    QString valued;
};

ShellCases shellCases(const QString &command, const QString &group)
{
    ShellCases cases;
    for (const CtlCommand &c : Ctl::commands()) {
        QStringList opts;
        for (const QString &o : optionsOf(c) + Ctl::globalOptions())
            opts << u"--"_s + o;
        QStringList kinds;
        for (CtlCommand::Word w : c.words)
            kinds << wordKind(w);
        cases.commands += command.arg(c.name(), shellWords(opts), kinds.join(u' '));
    }
    for (const QString &g : firstWords()) {
        const QStringList subs = subcommandsOf(g);
        if (!subs.isEmpty())
            cases.groups += group.arg(g, shellWords(subs));
    }
    QStringList valued;
    for (const CtlOption &o : Ctl::options()) {
        if (!o.valueName.isEmpty())
            valued << u"--"_s + o.name;
    }
    cases.valued = shellWords(valued);
    return cases;
}

QString bashScript()
{
    const ShellCases cases
        = shellCases(u"        '%1') opts='%2'; kinds='%3' ;;\n"_s, u"        '%1') subs='%2' ;;\n"_s);
    return uR"SH(# bash completion for gpudeskctl: written by `gpudeskctl completion bash` from its table of commands.
# Instance names come from the last listing gpudeskctl saw (%INSTANCES%).
_gpudeskctl_instances() {
    local file="${XDG_CACHE_HOME:-$HOME/.cache}/gpudesk/instance-names"
    [ -r "$file" ] && cat "$file"
}
_gpudeskctl() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
    local valued=' %VALUED% '
    local -a positional=()
    local i w
    for ((i = 1; i < COMP_CWORD; i++)); do
        w="${COMP_WORDS[i]}"
        if [[ "$w" == -- ]]; then return 0; fi
        if [[ "$w" == -* ]]; then
            [[ "$valued" == *" $w "* && "$w" != *=* ]] && ((i++))
            continue
        fi
        positional+=("$w")
    done
    if [[ "$prev" == -* && "$valued" == *" $prev "* ]]; then
        COMPREPLY=($(compgen -f -- "$cur"))
        return 0
    fi
    if ((${#positional[@]} == 0)); then
        COMPREPLY=($(compgen -W '%COMMANDS% --help --version' -- "$cur"))
        return 0
    fi
    local group="${positional[0]}" subs='' command="${positional[0]}" used=1
    case "$group" in
%GROUPS%    esac
    if [[ -n "$subs" ]]; then
        if ((${#positional[@]} == 1)); then
            COMPREPLY=($(compgen -W "$subs" -- "$cur"))
            return 0
        fi
        command="$group ${positional[1]}"
        used=2
    fi
    local opts='' kinds=''
    case "$command" in
%CASES%    esac
    if [[ "$cur" == -* ]]; then
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
        return 0
    fi
    local -a kindlist=($kinds)
    local n=$((${#positional[@]} - used)) kind=''
    if ((${#kindlist[@]} > 0)); then
        ((n >= ${#kindlist[@]})) && n=$((${#kindlist[@]} - 1))
        kind="${kindlist[n]}"
    fi
    local IFS=$'\n'
    case "$kind" in
        instance) COMPREPLY=($(compgen -W "$(_gpudeskctl_instances)" -- "$cur")) ;;
        file) COMPREPLY=($(compgen -f -- "$cur")) ;;
        dir) COMPREPLY=($(compgen -d -- "$cur")) ;;
    esac
    return 0
}
complete -F _gpudeskctl gpudeskctl
)SH"_s.replace(u"%INSTANCES%"_s, u"$XDG_CACHE_HOME/gpudesk/instance-names"_s)
        .replace(u"%VALUED%"_s, cases.valued)
        .replace(u"%COMMANDS%"_s, shellWords(firstWords()))
        .replace(u"%GROUPS%"_s, cases.groups)
        .replace(u"%CASES%"_s, cases.commands);
}

QString zshScript()
{
    const ShellCases cases
        = shellCases(u"        ('%1') opts=(%2); kinds=(%3) ;;\n"_s, u"        (%1) subs=(%2) ;;\n"_s);
    return uR"SH(#compdef gpudeskctl
# zsh completion for gpudeskctl: written by `gpudeskctl completion zsh` from its table of commands.
# Instance names come from the last listing gpudeskctl saw.
_gpudeskctl() {
    local -a positional valued subs opts kinds
    local i w
    valued=(%VALUED%)
    for ((i = 2; i < CURRENT; i++)); do
        w=${words[i]}
        [[ $w == -- ]] && return 0
        if [[ $w == -* ]]; then
            (( ${valued[(Ie)$w]} )) && ((i++))
            continue
        fi
        positional+=("$w")
    done
    local prev=${words[CURRENT-1]}
    if [[ $prev == -* ]] && (( ${valued[(Ie)$prev]} )); then
        _files
        return
    fi
    if (( ${#positional} == 0 )); then
        compadd -- %COMMANDS% --help --version
        return
    fi
    local group=${positional[1]} command=${positional[1]} used=1
    case $group in
%GROUPS%    esac
    if (( ${#subs} )); then
        if (( ${#positional} == 1 )); then
            compadd -- $subs
            return
        fi
        command="$group ${positional[2]}"
        used=2
    fi
    case $command in
%CASES%    esac
    if [[ $PREFIX == -* ]]; then
        compadd -- $opts
        return
    fi
    (( ${#kinds} )) || return 0
    local n=$(( ${#positional} - used + 1 ))
    (( n > ${#kinds} )) && n=${#kinds}
    local names=${XDG_CACHE_HOME:-$HOME/.cache}/gpudesk/instance-names
    case ${kinds[n]} in
        (instance) [[ -r $names ]] && compadd -- ${(f)"$(<$names)"} ;;
        (file) _files ;;
        (dir) _files -/ ;;
    esac
}
if [[ ${funcstack[1]} == _gpudeskctl ]]; then
    _gpudeskctl "$@"
else
    compdef _gpudeskctl gpudeskctl
fi
)SH"_s.replace(u"%VALUED%"_s, cases.valued)
        .replace(u"%COMMANDS%"_s, shellWords(firstWords()))
        .replace(u"%GROUPS%"_s, cases.groups)
        .replace(u"%CASES%"_s, cases.commands);
}

QString fishScript()
{
    QString s = u"# fish completion for gpudeskctl: written by `gpudeskctl completion fish` from its table of "
                "commands.\n"
                "function __gpudeskctl_instances\n"
                "    set -l dir $XDG_CACHE_HOME\n"
                "    test -n \"$dir\"; or set dir $HOME/.cache\n"
                "    test -r $dir/gpudesk/instance-names; and cat $dir/gpudesk/instance-names\n"
                "end\n"
                "complete -c gpudeskctl -f\n"_s;
    for (const QString &o : Ctl::globalOptions()) {
        const CtlOption *option = optionNamed(o);
        s += u"complete -c gpudeskctl -l %1 -d '%2'%3\n"_s.arg(
            o, option ? option->help.left(60).replace(u'\'', u"\\'"_s) : u"this help"_s,
            option && !option->valueName.isEmpty() ? u" -r"_s : QString());
    }
    const QString first = u"__fish_use_subcommand"_s;
    for (const QString &g : firstWords()) {
        const CtlCommand *c = nullptr;
        for (const CtlCommand &candidate : Ctl::commands()) {
            if (candidate.path.first() == g) {
                c = &candidate;
                break;
            }
        }
        const QString summary = c->path.size() == 1 ? c->summary : u"%1 commands"_s.arg(g);
        s += u"complete -c gpudeskctl -n %1 -a %2 -d '%3'\n"_s.arg(first, g, summary.left(60).replace(u'\'', u"\\'"_s));
    }
    for (const CtlCommand &c : Ctl::commands()) {
        const QString seen = c.path.size() == 1
            ? u"'__fish_seen_subcommand_from %1'"_s.arg(c.path.first())
            : u"'__fish_seen_subcommand_from %1; and __fish_seen_subcommand_from %2'"_s.arg(c.path.first(),
                                                                                            c.path.at(1));
        if (c.path.size() > 1)
            s += u"complete -c gpudeskctl -n '__fish_seen_subcommand_from %1; and not __fish_seen_subcommand_from %2' "
                 "-a %3 -d '%4'\n"_s.arg(c.path.first(), subcommandsOf(c.path.first()).join(u' '), c.path.at(1),
                                         c.summary.left(60).replace(u'\'', u"\\'"_s));
        for (const QString &o : optionsOf(c)) {
            const CtlOption *option = optionNamed(o);
            s += u"complete -c gpudeskctl -n %1 -l %2 -d '%3'%4\n"_s.arg(
                seen, o, option ? option->help.left(60).replace(u'\'', u"\\'"_s) : QString(),
                option && !option->valueName.isEmpty() ? u" -r"_s : QString());
        }
        if (c.words.contains(CtlCommand::Word::Instance))
            s += u"complete -c gpudeskctl -n %1 -a '(__gpudeskctl_instances)'\n"_s.arg(seen);
        if (c.words.contains(CtlCommand::Word::File) || c.words.contains(CtlCommand::Word::Directory))
            s += u"complete -c gpudeskctl -n %1 -F\n"_s.arg(seen);
    }
    return s;
}

} // namespace

QString Ctl::helpText()
{
    QString text = said(kAbout) + u"\n\n"_s
        + QCoreApplication::translate("CtlHelp", "Usage: gpudeskctl [--platform P] COMMAND [ARGUMENTS] [OPTIONS]")
        + u'\n' + QCoreApplication::translate("CtlHelp", "An INSTANCE is its id, its unique name or its ssh alias.")
        + u"\n\n"_s + QCoreApplication::translate("CtlHelp", "Commands:") + u'\n';
    for (const CtlCommand &c : commands()) {
        const QString head = c.name() + (c.arguments.isEmpty() ? QString() : u" "_s + c.arguments);
        // At least two spaces between the command and its summary, or a line of its own.
        text += u"  "_s + (head.size() > 28 ? head + u"\n" + QString(32, u' ') : head.leftJustified(30))
            + said(c.summary) + u'\n';
    }
    text += u'\n' + QCoreApplication::translate("CtlHelp", "Run `gpudeskctl help COMMAND` for what a command takes.")
        + u"\n\n"_s + QCoreApplication::translate("CtlHelp", "Options every command takes:") + u'\n';
    for (const QString &name : globalOptions()) {
        const CtlOption *o = optionNamed(name);
        if (o)
            text += u"  "_s + optionText(name).leftJustified(30) + u' ' + said(o->help) + u'\n';
    }
    text += u"  --help                         "_s
        + QCoreApplication::translate("CtlHelp", "this help; with a command, that command's") + u'\n'
        + u"  --version                      "_s + QCoreApplication::translate("CtlHelp", "gpudeskctl's version")
        + u"\n\n"_s;
    return text + said(kNotes) + u'\n' + QCoreApplication::translate("CtlHelp", "Exit codes:") + u' ' + said(kExits)
        + u".\n"_s;
}

QString Ctl::commandHelp(const CtlCommand &c)
{
    // A sentence of its own: its first letter up, and the full stop of its language.
    QString summary = said(c.summary);
    summary += columns(summary.back()) == 2 ? u'。' : u'.';
    summary[0] = summary[0].toUpper();
    QString text = synopsis(c) + u"\n\n"_s + wrapped(summary, 2) + u'\n';
    if (!c.details.isEmpty())
        text += u'\n' + wrapped(said(c.details), 2) + u'\n';
    const QStringList names = optionsOf(c);
    if (!names.isEmpty()) {
        text += u'\n' + QCoreApplication::translate("CtlHelp", "Options:") + u'\n';
        for (const QString &name : names) {
            const CtlOption *o = optionNamed(name);
            text += u"  "_s + optionText(name).leftJustified(28) + u' ' + (o ? said(o->help) : QString()) + u'\n';
        }
    }
    text += u'\n' + QCoreApplication::translate("CtlHelp", "Exit codes:") + u' ' + said(kExits)
        + (c.exits.isEmpty() ? u"."_s : u"; "_s + said(c.exits)) + u'\n';
    return text;
}

QString Ctl::manText()
{
    QString t = u".TH GPUDESKCTL 1 \"\" \"gpudesk\" \"User Commands\"\n"
                ".SH NAME\ngpudeskctl \\- rent cloud GPUs by the hour from the command line\n"
                ".SH SYNOPSIS\n.B gpudeskctl\n[\\fB\\-\\-platform\\fR \\fIP\\fR] \\fICOMMAND\\fR [\\fIARGUMENTS\\fR] "
                "[\\fIOPTIONS\\fR]\n"
                ".SH DESCRIPTION\n"_s
        + roff(QString::fromUtf8(kAbout))
        + u" It speaks to the same platform as the gpudesk console (the local sandbox by default) and keeps the "
          "same login. An \\fIINSTANCE\\fR is its id, its unique name or its ssh alias.\n.SH COMMANDS\n"_s;
    for (const CtlCommand &c : commands()) {
        t += u".TP\n.B "_s + roff(c.name())
            + (c.arguments.isEmpty() ? QString() : u" \\fI"_s + roff(c.arguments) + u"\\fR"_s) + u'\n' + roff(c.summary)
            + u".\n"_s;
        if (!c.details.isEmpty())
            t += roff(c.details) + u'\n';
        const QStringList names = optionsOf(c);
        if (!names.isEmpty()) {
            QStringList shown;
            for (const QString &n : names)
                shown << u"\\fB"_s + roff(optionText(n)) + u"\\fR"_s;
            t += u"Options: "_s + shown.join(u", "_s) + u".\n"_s;
        }
        if (!c.exits.isEmpty())
            t += u"Exit codes: "_s + roff(c.exits) + u'\n';
    }
    t += u".SH OPTIONS\n"_s;
    for (const CtlOption &o : options()) {
        t += u".TP\n.B "_s + roff(optionText(o.name)) + u'\n' + roff(o.help) + u'\n';
    }
    t += u".TP\n.B \\-\\-help\nThis help; with a command, what that command takes.\n"
         ".SH ENVIRONMENT\n.TP\n.B GPUDESK_TOKEN\nAn API token (on RunPod, the API key) used instead of the session "
         "kept by \\fBlogin\\fR.\n.TP\n.B COMPSHARE_PUBLIC_KEY, COMPSHARE_PRIVATE_KEY\nOn Compshare, the key "
         "pair from its web site, used instead of the session kept by \\fBlogin\\fR.\n.TP\n.B XDG_CONFIG_HOME, "
         "XDG_STATE_HOME, XDG_CACHE_HOME\nWhere the settings, the log "
         "and the instance names for completion are kept.\n"
         ".SH NOTES\n"_s
        + roff(QString::fromUtf8(kNotes)).replace(u"\n\n"_s, u"\n.PP\n"_s) + u"\n.SH EXIT STATUS\n"_s
        + roff(QString::fromUtf8(kExits))
        + u"; upload and download add 4 (interrupted: run it again to resume) and 5 (a checksum mismatch); doctor "
          "exits 1 when a check failed.\n.SH SEE ALSO\n\\fBgpudesk\\fR(1), \\fBssh\\fR(1)\n"_s;
    return t;
}

QString Ctl::completionScript(const QString &shell)
{
    if (shell == u"bash"_s)
        return bashScript();
    if (shell == u"zsh"_s)
        return zshScript();
    if (shell == u"fish"_s)
        return fishScript();
    return {};
}
