#include "cli/ctl.h"

#include "cli/accountcommands.h"
#include "cli/advisecommands.h"
#include "cli/autostopcommands.h"
#include "cli/billingcommands.h"
#include "cli/createcommands.h"
#include "cli/ctlcontext.h"
#include "cli/diskcommands.h"
#include "cli/doctorcommands.h"
#include "cli/helpcommands.h"
#include "cli/instancecommands.h"
#include "cli/invoicecommands.h"
#include "cli/membercommands.h"
#include "cli/monitorcommands.h"
#include "cli/securitycommands.h"
#include "cli/sshcommands.h"
#include "cli/sshkeycommands.h"
#include "cli/stockcommands.h"
#include "cli/storagecommands.h"
#include "cli/teamcommands.h"
#include "cli/tokencommands.h"
#include "cli/transfercommands.h"
#include "cli/walletcommands.h"
#include "cli/webhookcommands.h"
#include "common/log/logging.h"
#include "common/translations.h"

#include <QCoreApplication>
#include <QLocale>

using namespace Qt::StringLiterals;

Ctl::Ctl(QTextStream &out, QTextStream &err)
    : m_out(out)
    , m_err(err)
{
    m_parser.addHelpOption();
    m_parser.addVersionOption();
    // Every option of every command: which command takes which is checked once the command is known.
    for (const CtlOption &o : options()) {
        QCommandLineOption option(o.name, o.help, o.valueName, o.defaultValue);
        m_parser.addOption(option);
    }
}

const QList<CtlCommand> &Ctl::commands()
{
    // In the order help lists them: the tool, the account, money, storage, instances, SSH, advice.
    static const QList<CtlCommand> all = HelpCommands::table() + AccountCommands::table() + SecurityCommands::table()
        + WebhookCommands::table() + TokenCommands::table() + MemberCommands::table() + TeamCommands::table()
        + WalletCommands::table() + BillingCommands::table() + InvoiceCommands::table() + StorageCommands::table()
        + DiskCommands::table() + CreateCommands::table() + StockCommands::table() + InstanceCommands::table()
        + SshKeyCommands::table() + SshCommands::table() + DoctorCommands::table() + AutostopCommands::table()
        + MonitorCommands::table() + TransferCommands::table() + AdviseCommands::table();
    return all;
}

int Ctl::run(const QStringList &arguments)
{
    // What people read follows the locale (LANG=zh_CN.UTF-8: Chinese; LC_ALL=C: English); what
    // programs read (--json, the statement's CSV, and the man page and completions made at build
    // time) never changes with it.
    const bool forPrograms = arguments.contains(u"--json"_s) || arguments.contains(u"man"_s)
        || arguments.contains(u"completion"_s) || arguments.contains(u"statement"_s);
    Translations::install(forPrograms ? QLocale::c() : QLocale::system());
    if (!m_parser.parse(arguments))
        return int(usage(m_parser.errorText()));
    if (m_parser.isSet(u"version"_s)) {
        m_out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return int(CtlExit::Ok);
    }
    const QStringList words = m_parser.positionalArguments();
    if (m_parser.isSet(u"help"_s) && words.isEmpty()) {
        m_out << helpText();
        return int(CtlExit::Ok);
    }
    if (words.isEmpty())
        return int(usage(QCoreApplication::translate("CtlHelp", "no command given")));
    const CtlCommand *command = find(words);
    if (!command) {
        QStringList subcommands;
        for (const CtlCommand &c : commands()) {
            if (c.path.size() > 1 && c.path.first() == words.first())
                subcommands << c.path.at(1);
        }
        if (subcommands.isEmpty())
            return int(usage(QCoreApplication::translate("CtlHelp", "unknown command '%1'").arg(words.first())));
        return int(
            usage(QCoreApplication::translate("CtlHelp", "%1 takes %2").arg(words.first(), subcommands.join(u", "_s))));
    }
    // `COMMAND --help` is `help COMMAND`.
    if (m_parser.isSet(u"help"_s)) {
        m_out << commandHelp(*command);
        return int(CtlExit::Ok);
    }
    if (!command->quiet)
        Logging::init({u"gpudeskctl"_s, m_parser.isSet(u"verbose"_s), {}});
    const CtlExit rc = dispatch(*command, words);
    m_out.flush();
    m_err.flush();
    return int(rc);
}

const CtlCommand *Ctl::find(const QStringList &words)
{
    const CtlCommand *groupDefault = nullptr;
    for (const CtlCommand &c : commands()) {
        if (c.path.first() != words.first())
            continue;
        if (c.path.size() == 1 || c.path.at(1) == words.value(1))
            return &c;
        // The group's word alone, or followed by an instance or an option's value: its default.
        if (c.isDefault && words.size() == 1)
            groupDefault = &c;
    }
    return groupDefault;
}

CtlExit Ctl::dispatch(const CtlCommand &command, const QStringList &words)
{
    CtlContext context(m_out, m_err, m_parser, command);
    // An option the command does not take is refused, never ignored.
    for (const QString &option : m_parser.optionNames()) {
        if (globalOptions().contains(option) || command.options.contains(option)
            || (option == u"json"_s && command.printsData))
            continue;
        return context.usage(
            QCoreApplication::translate("CtlHelp", "%1 does not take --%2").arg(command.name(), option));
    }
    // The words after the command's own ("volumes" alone runs "volumes ls" with none).
    const QStringList rest = words.mid(std::min(words.size(), command.path.size()));
    if (command.needs == CtlCommand::Needs::Nothing)
        return command.run(context, rest);
    if (const CtlExit rc = context.connect(); rc != CtlExit::Ok)
        return rc;
    if (command.needs == CtlCommand::Needs::Platform)
        return command.run(context, rest);
    const bool loggedIn = context.authenticate();
    // Advice uses the catalog's prices when logged in; it stands without them.
    if (!loggedIn && command.needs == CtlCommand::Needs::Login) {
        m_err << "gpudeskctl: "
              << QCoreApplication::translate("CtlHelp", "not logged in; run `gpudeskctl login` or set GPUDESK_TOKEN")
              << '\n';
        return CtlExit::NotAllowed;
    }
    return command.run(context, rest);
}

CtlExit Ctl::usage(const QString &message)
{
    m_err << "gpudeskctl: " << message << QCoreApplication::translate("CtlHelp", " (see gpudeskctl --help)") << '\n';
    return CtlExit::Usage;
}
