// gpudeskctl help, completion and man.
#include "cli/helpcommands.h"

#include "cli/ctl.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

QList<CtlCommand> HelpCommands::table()
{
    return {
        {.path = {u"help"_s},
         .arguments = u"[COMMAND]"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "what gpudeskctl does, or what one command takes")),
         .needs = Needs::Nothing,
         .words = {Word::Other},
         .run = &CtlGroup::run<HelpCommands, &HelpCommands::help>,
         .quiet = true},
        {.path = {u"completion"_s},
         .arguments = u"bash|zsh|fish"_s,
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "a completion script for your shell")),
         .details = QString::fromUtf8(QT_TRANSLATE_NOOP(
             "CtlHelp",
             "Commands, subcommands, options and instance names (those the last listing saw) complete on Tab. "
             "bash: source <(gpudeskctl completion bash) in ~/.bashrc; zsh: gpudeskctl completion zsh > "
             "\"${fpath[1]}/_gpudeskctl\"; fish: gpudeskctl completion fish > "
             "~/.config/fish/completions/gpudeskctl.fish.")),
         .needs = Needs::Nothing,
         .words = {Word::Other},
         .run = &CtlGroup::run<HelpCommands, &HelpCommands::completion>,
         .quiet = true},
        {.path = {u"man"_s},
         .summary = QString::fromUtf8(QT_TRANSLATE_NOOP("CtlHelp", "this manual as a man page (roff), for man -l -")),
         .needs = Needs::Nothing,
         .run = &CtlGroup::run<HelpCommands, &HelpCommands::man>,
         .quiet = true},
    };
}

CtlExit HelpCommands::help(const QStringList &words)
{
    if (words.isEmpty()) {
        m_out << Ctl::helpText();
        return Ok;
    }
    // A group's word alone: every command of the group.
    if (words.size() == 1) {
        bool group = false;
        for (const CtlCommand &c : Ctl::commands()) {
            if (c.path.size() > 1 && c.path.first() == words.first()) {
                m_out << Ctl::commandHelp(c) << '\n';
                group = true;
            }
        }
        if (group)
            return Ok;
    }
    const CtlCommand *c = Ctl::find(words);
    if (!c || (c->path.size() > 1 && c->path.at(1) != words.value(1)))
        return m_ctx.usage(QCoreApplication::translate("CtlHelp", "no command '%1'; `gpudeskctl help` lists them")
                               .arg(words.join(u' ')));
    m_out << Ctl::commandHelp(*c);
    return Ok;
}

CtlExit HelpCommands::completion(const QStringList &words)
{
    const QString script = Ctl::completionScript(words.value(0));
    if (script.isEmpty())
        return m_ctx.usage(QT_TRANSLATE_NOOP("CtlHelp", "completion takes bash, zsh or fish"));
    m_out << script;
    return Ok;
}

CtlExit HelpCommands::man(const QStringList &)
{
    m_out << Ctl::manText();
    return Ok;
}
