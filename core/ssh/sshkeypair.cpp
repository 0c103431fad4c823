#include "core/ssh/sshkeypair.h"

#include "common/slug.h"
#include "core/ssh/privatefiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <libssh/libssh.h>

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

struct KeyFree
{
    void operator()(ssh_key key) const { ssh_key_free(key); }
};
using Key = std::unique_ptr<std::remove_pointer_t<ssh_key>, KeyFree>;

struct CharFree
{
    void operator()(char *text) const { ssh_string_free_char(text); }
};
using SshChars = std::unique_ptr<char, CharFree>;

QString alreadyExists(const QString &path)
{
    return u"%1 already exists; gpudesk never overwrites a key. Choose another name."_s.arg(path);
}

/// Never lets OpenSSL ask on the terminal: without a callback, libssh hands an encrypted PEM key to
/// OpenSSL's own prompt, which would block the console or a script. A passphrase is given, or not.
int refuseToPrompt(const char *, char *, size_t, int, int, void *)
{
    return SSH_ERROR;
}

/// Creates `path` with `mode` (O_EXCL: never over an existing file) and writes all of `bytes`.
/// A half-written file is removed, so a failure leaves nothing behind.
bool createFile(const QString &path, const QByteArray &bytes, mode_t mode, QString *error)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
    if (fd < 0) {
        *error = errno == EEXIST ? alreadyExists(path)
                                 : u"Cannot create %1: %2"_s.arg(path, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, static_cast<size_t>(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            *error = u"Cannot write %1: %2"_s.arg(path, QString::fromLocal8Bit(strerror(errno)));
            ::close(fd);
            ::unlink(native.constData());
            return false;
        }
        done += n;
    }
    if (::fsync(fd) != 0 || ::close(fd) != 0) {
        *error = u"Cannot write %1: %2"_s.arg(path, QString::fromLocal8Bit(strerror(errno)));
        ::unlink(native.constData());
        return false;
    }
    return true;
}

bool tooOpen(const QString &privatePath)
{
    struct stat st
    {
    };
    return ::stat(QFile::encodeName(privatePath).constData(), &st) == 0 && (st.st_mode & 077) != 0;
}

std::optional<SshPublicKey> parsePublic(const QString &line, const QString &where, QString *error)
{
    SshPublicKey::Error problem;
    auto key = SshPublicKey::parse(line, &problem);
    if (!key)
        *error = u"%1: %2"_s.arg(where, problem.message);
    return key;
}

QString publicLine(ssh_key key, const QString &comment, QString *error)
{
    char *b64 = nullptr;
    if (ssh_pki_export_pubkey_base64(key, &b64) != SSH_OK) {
        *error = u"The public half of the key could not be written out."_s;
        return {};
    }
    const SshChars owned(b64);
    QString line = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key))) + u' ' + QString::fromLatin1(b64);
    if (!comment.isEmpty())
        line += u' ' + comment;
    return line;
}

} // namespace

QString SshKeyPair::sshDir()
{
    // OpenSSH finds ~ in the password database; a $HOME pointing elsewhere does not move ~/.ssh.
    if (const passwd *pw = ::getpwuid(::getuid()); pw && pw->pw_dir)
        return QFile::decodeName(pw->pw_dir) + u"/.ssh"_s;
    return QDir::homePath() + u"/.ssh"_s;
}

QString SshKeyPair::pathFor(const QString &dir, const QString &name)
{
    return dir + u"/gpudesk_"_s + Slug::of(name, u"key"_s);
}

std::optional<SshKeyPair> SshKeyPair::generate(const QString &dir, const QString &name, const QByteArray &passphrase,
                                               QString *error)
{
    if (name.trimmed().isEmpty()) {
        *error = u"Give the key a name (it becomes part of the file name)."_s;
        return std::nullopt;
    }
    if (!PrivateFiles::makeDir(dir, error))
        return std::nullopt;
    SshKeyPair pair;
    pair.privatePath = pathFor(dir, name);
    pair.publicPath = pair.privatePath + u".pub"_s;
    for (const QString &path : {pair.privatePath, pair.publicPath}) {
        if (QFileInfo::exists(path)) {
            *error = alreadyExists(path);
            return std::nullopt;
        }
    }
    ssh_key generated = nullptr;
    if (ssh_pki_generate(SSH_KEYTYPE_ED25519, 0, &generated) != SSH_OK) {
        *error = u"The key could not be generated (libssh)."_s;
        return std::nullopt;
    }
    const Key key(generated);
    char *b64 = nullptr;
    if (ssh_pki_export_privkey_base64(key.get(), passphrase.isEmpty() ? nullptr : passphrase.constData(), nullptr,
                                      nullptr, &b64)
        != SSH_OK) {
        *error = u"The private key could not be written out (libssh)."_s;
        return std::nullopt;
    }
    const SshChars privateText(b64);
    const QString line = publicLine(key.get(), u"gpudesk-"_s + Slug::of(name, u"key"_s), error);
    if (line.isEmpty())
        return std::nullopt;
    auto parsed = parsePublic(line, pair.publicPath, error);
    if (!parsed)
        return std::nullopt;
    pair.publicKey = *parsed;
    if (!createFile(pair.privatePath, QByteArray(privateText.get()), 0600, error))
        return std::nullopt;
    if (!createFile(pair.publicPath, line.toLatin1() + '\n', 0644, error)) {
        QFile::remove(pair.privatePath); // a pair or nothing
        return std::nullopt;
    }
    return pair;
}

std::optional<SshKeyPair> SshKeyPair::read(const QString &path, const QByteArray &passphrase, QString *error)
{
    SshKeyPair pair;
    pair.privatePath = path.endsWith(u".pub"_s) ? path.chopped(4) : path;
    pair.publicPath = pair.privatePath + u".pub"_s;
    if (!QFileInfo::exists(pair.privatePath)) {
        *error = u"%1 has no private key beside it (%2): import the pair, or add only the public key."_s.arg(
            pair.publicPath, pair.privatePath);
        return std::nullopt;
    }
    QFile head(pair.privatePath);
    if (head.open(QIODevice::ReadOnly) && !head.read(4096).contains("PRIVATE KEY")) {
        *error = u"%1 is not a private key."_s.arg(pair.privatePath);
        return std::nullopt;
    }
    pair.privateTooOpen = tooOpen(pair.privatePath);
    QFile pub(pair.publicPath);
    if (pub.open(QIODevice::ReadOnly)) {
        auto parsed = parsePublic(QString::fromUtf8(pub.read(64 * 1024)), pair.publicPath, error);
        if (!parsed)
            return std::nullopt;
        pair.publicKey = *parsed;
        return pair;
    }
    // No .pub: derive it from the private key, as `ssh-keygen -y` does.
    const Key key(SshKeyPair::openPrivate(pair.privatePath, passphrase));
    if (!key) {
        *error = isEncrypted(pair.privatePath)
            ? u"%1 is encrypted and has no .pub beside it: give its passphrase."_s.arg(pair.privatePath)
            : u"%1 could not be read as a private key."_s.arg(pair.privatePath);
        return std::nullopt;
    }
    const QString line = publicLine(key.get(), QFileInfo(pair.privatePath).fileName(), error);
    if (line.isEmpty())
        return std::nullopt;
    auto parsed = parsePublic(line, pair.privatePath, error);
    if (!parsed || !createFile(pair.publicPath, line.toLatin1() + '\n', 0644, error))
        return std::nullopt;
    pair.publicKey = *parsed;
    return pair;
}

QList<SshKeyPair> SshKeyPair::scan(const QString &dir)
{
    QList<SshKeyPair> pairs;
    for (const QFileInfo &pub : QDir(dir).entryInfoList({u"*.pub"_s}, QDir::Files, QDir::Name)) {
        QString ignored;
        const QString privatePath = pub.absoluteFilePath().chopped(4);
        if (!QFileInfo::exists(privatePath))
            continue;
        if (auto pair = read(privatePath, {}, &ignored))
            pairs << *pair;
    }
    return pairs;
}

bool SshKeyPair::fixPermissions(const QString &privatePath, QString *error)
{
    if (::chmod(QFile::encodeName(privatePath).constData(), 0600) != 0) {
        *error = u"Cannot change the permissions of %1: %2"_s.arg(privatePath, QString::fromLocal8Bit(strerror(errno)));
        return false;
    }
    return true;
}

bool SshKeyPair::isEncrypted(const QString &privatePath)
{
    if (!QFileInfo::exists(privatePath))
        return false;
    const Key key(SshKeyPair::openPrivate(privatePath, {}));
    return !key;
}

ssh_key SshKeyPair::openPrivate(const QString &privatePath, const QByteArray &passphrase)
{
    ssh_key key = nullptr;
    if (ssh_pki_import_privkey_file(QFile::encodeName(privatePath).constData(),
                                    passphrase.isEmpty() ? nullptr : passphrase.constData(), refuseToPrompt, nullptr,
                                    &key)
        != SSH_OK) {
        ssh_key_free(key);
        return nullptr;
    }
    return key;
}
