//! ureq 3's transport over `host_net`: the host resolves, connects and does TLS.
//!
//! [`HostResolver`] resolves nothing (the host does it at `net_connect`, checking the policy on the
//! name the user typed); [`HostConnector`] connects by name through `agentos_net::connect` and, for
//! `https`, upgrades with `agentos_net::tls_connect`, reporting the transport as TLS so ureq does not
//! look for a TLS provider of its own. Reads honour ureq's timeouts through `net_poll`.

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream};

use ureq::config::Config;
use ureq::http::Uri;
use ureq::unversioned::resolver::{ResolvedSocketAddrs, Resolver};
use ureq::unversioned::transport::{
    Buffers, ConnectionDetails, Connector, LazyBuffers, NextTimeout, Transport,
};
use ureq::Error;

/// A placeholder address: ureq wants one, the connector never uses it.
#[derive(Debug, Default)]
pub struct HostResolver;

impl Resolver for HostResolver {
    fn resolve(&self, uri: &Uri, _: &Config, _: NextTimeout) -> Result<ResolvedSocketAddrs, Error> {
        if uri.host().is_none() {
            return Err(Error::BadUri(format!("no host in {uri}")));
        }
        let mut addrs = self.empty();
        addrs.push(SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), 0));
        Ok(addrs)
    }
}

#[derive(Debug, Default)]
pub struct HostConnector;

impl Connector<()> for HostConnector {
    type Out = HostTransport;

    fn connect(
        &self,
        details: &ConnectionDetails,
        _: Option<()>,
    ) -> Result<Option<Self::Out>, Error> {
        let uri = details.uri;
        let host = uri
            .host()
            .ok_or_else(|| Error::BadUri(format!("no host in {uri}")))?;
        let tls = details.needs_tls();
        let port = uri.port_u16().unwrap_or(if tls { 443 } else { 80 });
        // ureq's connect deadline: the smaller of --connect-timeout and what --max-time leaves.
        let limit = details.timeout.not_zero().map(|d| *d);
        if limit.is_some_and(|d| d.is_zero()) {
            return Err(Error::Timeout(details.timeout.reason));
        }
        let stream = agentos_net::connect_timeout(host, port, limit)?;
        if tls {
            agentos_net::tls_connect(&stream, host)?;
        }
        let config = details.config;
        Ok(Some(HostTransport {
            stream,
            buffers: LazyBuffers::new(config.input_buffer_size(), config.output_buffer_size()),
            tls,
        }))
    }
}

#[derive(Debug)]
pub struct HostTransport {
    stream: TcpStream,
    buffers: LazyBuffers,
    tls: bool,
}

fn timed_out(timeout: &NextTimeout) -> Error {
    Error::Timeout(timeout.reason)
}

impl Transport for HostTransport {
    fn buffers(&mut self) -> &mut dyn Buffers {
        &mut self.buffers
    }

    fn transmit_output(&mut self, amount: usize, timeout: NextTimeout) -> Result<(), Error> {
        let timeout = timeout.for_write();
        if timeout.after.is_zero() {
            return Err(timed_out(&timeout));
        }
        let output = &self.buffers.output()[..amount];
        self.stream.write_all(output)?;
        Ok(())
    }

    fn await_input(&mut self, timeout: NextTimeout) -> Result<bool, Error> {
        let timeout = timeout.for_read();
        if let Some(limit) = timeout.not_zero() {
            if timeout.after.is_zero() || !agentos_net::wait_readable(&self.stream, Some(*limit))? {
                return Err(timed_out(&timeout));
            }
        }
        let input = self.buffers.input_append_buf();
        let amount = loop {
            match self.stream.read(input) {
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                // Natively (tests) the poll is a socket read timeout.
                Err(e)
                    if matches!(
                        e.kind(),
                        std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                    ) =>
                {
                    return Err(timed_out(&timeout));
                }
                other => break other?,
            }
        };
        self.buffers.input_appended(amount);
        Ok(amount > 0)
    }

    fn is_open(&mut self) -> bool {
        // One request per connection (the agent keeps no idle connections): never reused.
        false
    }

    fn is_tls(&self) -> bool {
        self.tls
    }
}
