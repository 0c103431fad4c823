#include "core/ssh/sshfirstlogin.h"

#include "common/sshpublickey.h"

using namespace Qt::StringLiterals;

namespace SshFirstLogin {

QByteArray installCommand(const QStringList &keyLines)
{
    // Each key as gpudesk writes it: its type and base64 (only letters, digits, '+', '/', '=', '-' and
    // '.'), so it goes in single quotes as it is; found again by its base64, whatever its comment.
    QByteArray adds;
    for (const QString &line : keyLines) {
        SshPublicKey::Error error;
        const auto key = SshPublicKey::parse(line, &error);
        if (!key)
            continue;
        const QByteArray blob = key->blob.toBase64();
        adds += "{ grep -qF '" + blob + "' \"$f\" || printf '%s\\n' '" + key->type.toLatin1() + ' ' + blob
            + " gpudesk' >> \"$f\"; } && ";
    }
    if (adds.isEmpty())
        return {};
    // A file that does not end its last line gets the line ended first: a key appended to it would
    // spoil both.
    return "umask 077 && mkdir -p \"$HOME/.ssh\" && f=\"$HOME/.ssh/authorized_keys\" && touch \"$f\" && "
           "chmod 700 \"$HOME/.ssh\" && chmod 600 \"$f\" && { [ ! -s \"$f\" ] || [ -z \"$(tail -c1 \"$f\")\" ] || echo "
           ">> \"$f\"; } && "
        + adds + "echo gpudesk-keys-installed";
}

bool run(const SshTarget &target, const QByteArray &password, const QStringList &keyLines,
         const SshSession::PassphraseSource &ask, SshFailure *failure)
{
    const QByteArray command = installCommand(keyLines);
    if (command.isEmpty()) {
        // Not a refusal: tried again once a key is added.
        *failure = SshFailure{SshFailure::Kind::Failed,
                              u"There is no SSH key to put on %1: add yours first (SSH keys)."_s.arg(target.alias),
                              {},
                              {}};
        return false;
    }
    SshSession session;
    if (!session.connect(target, {}, failure))
        return false;
    SshFailure refused;
    if (!session.authenticateWithPassword(password, &refused)) {
        // Changed on the instance after gpudesk put the key in: the key still works.
        SshFailure keyFailure;
        SshSession again;
        if (again.connect(target, {}, &keyFailure) && again.authenticate(ask, &keyFailure))
            return true;
        *failure = refused;
        return false;
    }
    const auto out = session.run(command, failure);
    if (!out)
        return false;
    if (out->exitStatus != 0 || !out->out.contains("gpudesk-keys-installed")) {
        *failure = SshFailure{SshFailure::Kind::Failed,
                              u"Your key could not be put on %1: %2"_s.arg(
                                  target.alias, QString::fromUtf8(out->err + out->out).trimmed().left(300)),
                              {},
                              {}};
        return false;
    }
    return true;
}

} // namespace SshFirstLogin
