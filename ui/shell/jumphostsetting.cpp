#include "ui/shell/jumphostsetting.h"

#include "core/ssh/jumphostcheck.h"
#include "core/ssh/sshconfigfile.h"
#include "core/ssh/sshpreferences.h"
#include "core/ssh/sshworkspace.h"
#include "ui/widgets/confirmer.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThreadPool>
#include <QWidget>

namespace JumpHostSetting {
namespace {

void keep(SshWorkspace &ssh, const std::optional<SshHop> &jump, const std::function<void(const QString &)> &said)
{
    QString error;
    if (!ssh.setJump(jump, &error))
        return said(QCoreApplication::translate("JumpHostSetting", "The jump host is not kept: %1").arg(error));
    said(jump ? QCoreApplication::translate("JumpHostSetting", "SSH goes through %1 from now on.")
                    .arg(SshPreferences::jumpText(*jump))
              : QCoreApplication::translate("JumpHostSetting", "SSH goes straight to the instances again."));
}

void meet(QWidget *parent, SshWorkspace &ssh, Confirmer &confirmer, const SshHop &hop, const QString &trusted,
          const std::function<void(const QString &)> &said)
{
    const QString identity = ssh.preferences().defaultIdentity;
    const QString knownHosts = SshConfigFile(ssh.paths().sshDir).knownHostsPath();
    QPointer<QWidget> alive(parent);
    QPointer<SshWorkspace> workspace(&ssh);
    QThreadPool::globalInstance()->start([=, &confirmer] {
        const JumpHostCheck::Met met = JumpHostCheck::meet(hop, {}, identity, knownHosts, trusted);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(),
            [=, &confirmer] {
                if (!alive || !workspace)
                    return;
                if (met.ok)
                    return keep(*workspace, hop, said);
                if (met.offered.isEmpty())
                    return said(QCoreApplication::translate("JumpHostSetting", "The jump host is not kept: %1")
                                    .arg(met.problem));
                const bool yes = confirmer.confirm(
                    alive, QCoreApplication::translate("JumpHostSetting", "Trust this jump host?"),
                    QCoreApplication::translate(
                        "JumpHostSetting",
                        "%1 presents the host key\n%2\nwhich gpudesk has not met before. Compare it with the one your "
                        "network's admins publish: SSH to every instance will go through this host.")
                        .arg(SshPreferences::jumpText(hop), met.offered),
                    QCoreApplication::translate("JumpHostSetting", "Trust it"));
                if (!yes)
                    return said(QCoreApplication::translate("JumpHostSetting",
                                                            "The jump host is not kept: its key was not confirmed."));
                meet(alive, *workspace, confirmer, hop, met.offered, said);
            },
            Qt::QueuedConnection);
    });
}

} // namespace

void apply(QWidget *parent, SshWorkspace &ssh, Confirmer &confirmer, const std::optional<SshHop> &jump,
           std::function<void(const QString &)> said)
{
    if (!jump)
        return keep(ssh, std::nullopt, said);
    said(QCoreApplication::translate("JumpHostSetting", "Checking the jump host %1…")
             .arg(SshPreferences::jumpText(*jump)));
    meet(parent, ssh, confirmer, *jump, {}, said);
}

} // namespace JumpHostSetting
