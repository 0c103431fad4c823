#include "core/session/keychainbackend.h"

#include <QCoreApplication>

#include <qt6keychain/keychain.h>

using namespace Qt::StringLiterals;

namespace {

template <typename Job> Job *newJob(const QString &service, const QString &key)
{
    auto *job = new Job(service);
    job->setAutoDelete(true);
    job->setInsecureFallback(false); // never QtKeychain's plain-text store
    job->setKey(key);
    return job;
}

QString errorOf(QKeychain::Job *job)
{
    // QtKeychain often says only "Unknown error" when no Secret Service or KWallet answers.
    return QCoreApplication::translate("KeychainBackend", "the system keychain is not available (%1)")
        .arg(job->errorString().isEmpty() ? u"error %1"_s.arg(int(job->error())) : job->errorString());
}

} // namespace

KeychainBackend::KeychainBackend(QString service)
    : m_service(std::move(service))
{ }

QString KeychainBackend::name() const
{
    return QCoreApplication::translate("KeychainBackend", "the system keychain");
}

void KeychainBackend::read(const QString &key, QObject *context, ReadDone done)
{
    auto *job = newJob<QKeychain::ReadPasswordJob>(m_service, key);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)] {
        if (job->error() == QKeychain::EntryNotFound)
            return done(std::nullopt, {});
        if (job->error() != QKeychain::NoError)
            return done(std::nullopt, errorOf(job));
        done(job->textData(), {});
    });
    job->start();
}

void KeychainBackend::write(const QString &key, const QString &value, QObject *context, Done done)
{
    auto *job = newJob<QKeychain::WritePasswordJob>(m_service, key);
    job->setTextData(value);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)] {
        done(job->error() == QKeychain::NoError ? QString() : errorOf(job));
    });
    job->start();
}

void KeychainBackend::remove(const QString &key, QObject *context, Done done)
{
    auto *job = newJob<QKeychain::DeletePasswordJob>(m_service, key);
    QObject::connect(job, &QKeychain::Job::finished, context, [job, done = std::move(done)] {
        const bool gone = job->error() == QKeychain::NoError || job->error() == QKeychain::EntryNotFound;
        done(gone ? QString() : errorOf(job));
    });
    job->start();
}
